// oidc-provider 9 ships no type declarations; the test stand-in uses a small part of it.
declare module 'oidc-provider';

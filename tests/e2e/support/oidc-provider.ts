import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { e2ePorts } from './ports';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) standing in for Google: discovery,
 * authorization with PKCE, a login and consent screen, the token endpoint and signed ID tokens.
 * The store reaches it through AUTH_GOOGLE_ISSUER, so sign-in runs Auth.js's real code flow.
 */
// This worker's (./ports.ts): its server's AUTH_GOOGLE_ISSUER.
const OIDC_PORT = e2ePorts().oidc;
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const OIDC_CLIENT = { id: 'e2e-google-client', secret: 'e2e-google-secret' };

export interface OidcAccount {
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

export async function startOidcProvider(redirectUri: string, accounts: OidcAccount[]): Promise<{ close(): Promise<void> }> {
  const bySub = new Map(accounts.map((a) => [a.sub, a]));
  const provider = new Provider(OIDC_ISSUER, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the profile in the ID token; Auth.js reads it from there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, email: account.email, email_verified: account.emailVerified ?? true, name: account.name };
        },
      };
    },
  });
  provider.proxy = false;
  provider.on('grant.error', (ctx: any, err: Error & { error_detail?: string }) => console.error('oidc grant.error', err.message, err.error_detail, ctx.oidc?.params?.redirect_uri));
  provider.on('server_error', (_ctx: unknown, err: Error) => console.error('oidc server_error', err));
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(OIDC_PORT, '127.0.0.1', () => resolve(s));
  });
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

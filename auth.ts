import NextAuth from 'next-auth';
import Google from 'next-auth/providers/google';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { secureCookies } from '@/lib/auth/cookies';
import { googleConfigured } from '@/lib/auth/google-config';
import { GoogleSignInError, signInWithGoogle } from '@/lib/auth/google';
import { authJsRedirect } from '@/lib/auth/redirects';
import { authSecret } from '@/lib/auth/secret';
import { encodeKeepingEnd } from '@/lib/auth/session-kind';
import { loadSessionUser } from '@/lib/auth/resolve';
import { revokeSessions } from '@/lib/auth/sessions';
import { newSessionId, REMEMBER_ME_SECONDS, type SessionClaims } from '@/lib/auth/session-token';

/*
 * Auth.js runs the Google OAuth code flow (state, PKCE, nonce, ID-token checks). Its session
 * cookie carries only our claims — user id, session version, role, session id — in the same encrypted format
 * /api/v1/auth/login writes, so both kinds of sign-in are one kind of session, checked against
 * the database on every request (lib/auth/resolve.ts). Email-and-password sign-in does not go
 * through Auth.js's Credentials provider: it cannot set a per-login lifetime (remember me) or
 * answer JSON with a bearer token (docs/decisions.md#own-session-cookie-instead-of-the-credentials-provider).
 */

const FAILED_PAGE = '/api/v1/auth/google/failed';

type StashedUser = { id?: string; sv?: number; role?: 'user' | 'admin' };

export const { handlers, signIn } = NextAuth(() => {
  const e = env();
  return {
    secret: authSecret(),
    trustHost: true,
    // Cookie names and the Secure flag follow the configured origin, as the store's own cookies
    // do (lib/auth/cookies.ts); left alone, Auth.js would trust X-Forwarded-Proto.
    useSecureCookies: secureCookies(),
    session: { strategy: 'jwt', maxAge: REMEMBER_ME_SECONDS },
    // A browser-session token keeps its end when Auth.js re-issues it (the route handler keeps its cookie one too).
    jwt: { encode: encodeKeepingEnd },
    providers: googleConfigured()
      ? [
          Google({
            clientId: e.AUTH_GOOGLE_ID,
            clientSecret: e.AUTH_GOOGLE_SECRET,
            // Tests run the real code flow against a local OpenID provider.
            ...(e.AUTH_GOOGLE_ISSUER ? { issuer: e.AUTH_GOOGLE_ISSUER } : {}),
          }),
        ]
      : [],
    pages: { signIn: FAILED_PAGE, error: FAILED_PAGE },
    events: {
      // Auth.js's own sign-out route (the store's is /api/v1/auth/logout) must end the sign-in too, not only drop the cookie.
      async signOut(message) {
        const token = 'token' in message ? message.token : null;
        if (typeof token?.sub !== 'string' || typeof token.sid !== 'string' || typeof token.sv !== 'number') return;
        await revokeSessions(await getDb(), [{ sub: token.sub, sv: token.sv, sid: token.sid, role: 'user', rem: true }]);
      },
    },
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== 'google' || !account.providerAccountId) return false;
        try {
          const result = await signInWithGoogle(await getDb(), {
            sub: account.providerAccountId,
            email: profile?.email ?? user.email,
            emailVerified: typeof profile?.email_verified === 'boolean' ? profile.email_verified : null,
            name: profile?.name ?? user.name,
          });
          // The jwt callback receives this same object.
          Object.assign(user as StashedUser, { id: result.id, sv: result.sessionVersion, role: result.role });
          return true;
        } catch (err) {
          if (err instanceof GoogleSignInError) return `/auth/google/error?error=${err.code}`;
          throw err;
        }
      },
      async jwt({ token, user, account }) {
        if (account && user) {
          const u = user as StashedUser;
          const claims: Omit<SessionClaims, 'exp'> = { sub: u.id!, sv: u.sv!, role: u.role ?? 'user', rem: true, sid: newSessionId() };
          return claims;
        }
        // Auth.js re-issues the cookie (with a fresh end) on its own routes without asking us;
        // a signed-out, reset or deactivated session must not be given a new lease that way.
        // Returning null makes Auth.js clear the cookie. The sid is kept as it was.
        if (typeof token.sub !== 'string' || typeof token.sv !== 'number') return null;
        const claims = { sub: token.sub, sv: token.sv, role: token.role === 'admin' ? 'admin' : 'user', rem: token.rem !== false } as const;
        const alive = await loadSessionUser(await getDb(), { ...claims, sid: typeof token.sid === 'string' ? token.sid : undefined });
        return alive ? token : null;
      },
      // Only same-origin paths: an open redirect after sign-in is a phishing tool.
      async redirect({ url, baseUrl }) {
        return authJsRedirect({ url, baseUrl });
      },
    },
  };
});

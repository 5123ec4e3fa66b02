import NextAuth from 'next-auth';
import Google from 'next-auth/providers/google';
import { getDb } from '@/lib/db/client';
import { sendQueuedEmails } from '@/lib/email/send-queued';
import { env } from '@/lib/env';
import { googleConfigured } from '@/lib/auth/google-config';
import { GoogleSignInError, signInWithGoogle } from '@/lib/auth/google';
import { authSecret } from '@/lib/auth/secret';
import { encodeKeepingEnd } from '@/lib/auth/session-kind';
import { REMEMBER_ME_SECONDS, type SessionClaims } from '@/lib/auth/session-token';

/*
 * Auth.js runs the Google OAuth code flow (state, PKCE, nonce, ID-token checks). Its session
 * cookie carries only our claims — user id, session version, role — in the same encrypted format
 * /api/v1/auth/login writes, so both kinds of sign-in are one kind of session, checked against
 * the database on every request (lib/auth/resolve.ts). Email-and-password sign-in does not go
 * through Auth.js's Credentials provider: it cannot set a per-login lifetime (remember me) or
 * answer the spec's JSON with a bearer token.
 */

const FAILED_PAGE = '/api/v1/auth/google/failed';

type StashedUser = { id?: string; sv?: number; role?: 'user' | 'admin' };

export const { handlers, signIn } = NextAuth(() => {
  const e = env();
  return {
    secret: authSecret(),
    trustHost: true,
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
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== 'google' || !account.providerAccountId) return false;
        try {
          const { result, emails } = await signInWithGoogle(await getDb(), {
            sub: account.providerAccountId,
            email: profile?.email ?? user.email,
            emailVerified: typeof profile?.email_verified === 'boolean' ? profile.email_verified : null,
            name: profile?.name ?? user.name,
          });
          await sendQueuedEmails(emails);
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
          const claims: Omit<SessionClaims, 'exp'> = { sub: u.id!, sv: u.sv!, role: u.role ?? 'user', rem: true };
          return claims;
        }
        return token;
      },
      // Only same-origin paths: an open redirect after sign-in is a phishing tool.
      async redirect({ url, baseUrl }) {
        if (url.startsWith('/') && !url.startsWith('//')) return `${baseUrl}${url}`;
        try {
          if (new URL(url).origin === baseUrl) return url;
        } catch {
          /* fall through */
        }
        return baseUrl;
      },
    },
  };
});

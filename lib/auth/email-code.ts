import 'server-only';
import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { emailSignInCodes, users } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { enqueueEmail } from '../email/outbox';
import { AppError } from '../errors';
import { absoluteUrl } from '../seo';
import { findUserByEmail, type UserWithDetails } from '../users/queries';
import { limitOrThrow } from './accounts';
import { AUTH_RATE_LIMITS } from './limits';
import { AUTH_MESSAGES as M, EMAIL_CODE_MAX_TRIES, EMAIL_CODE_MINUTES } from './messages';
import { authSecret } from './secret';

/*
 * Sign-in by a 6-digit code sent to the address (docs/decisions.md, "Sign in at checkout with a
 * code"). Asking costs nothing and answers the same for every address; the code, valid
 * EMAIL_CODE_MINUTES and for EMAIL_CODE_MAX_TRIES wrong guesses, signs its reader in and proves the
 * inbox is theirs, so it also verifies the address, and makes a passwordless account for an
 * address that has none. One live code per address: asking again replaces it.
 *
 * A million codes and five tries make a guess 1 in 200,000 per code; the per-address limit on
 * asking (5 codes per 15 minutes) caps a stranger at 25 tries an address per 15 minutes, and the
 * per-IP limits on both calls stop one client spraying many addresses.
 */

let keyCache: { secret: string; key: Buffer } | undefined;

// Its own key: a 6-digit code's plain SHA-256 is reversed by trying a million values, an HMAC
// under the server's secret is not, so the table alone gives nobody a code.
function codeKey(): Buffer {
  const secret = authSecret();
  if (keyCache?.secret !== secret) {
    keyCache = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'maison-aurelle', 'email sign-in code v1', 32)) };
  }
  return keyCache.key;
}

/** Bound to the address: a code stored for one address never matches another's. */
export function hashEmailCode(email: string, code: string): string {
  return createHmac('sha256', codeKey()).update(`${email}\n${code}`).digest('hex');
}

/** Six digits, uniformly drawn, leading zeros kept. */
export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Counts a request for a code against the IP and the address; throws the 429. Runs before the answer. */
export async function limitEmailCodeRequest(db: Db, email: string, meta: { ip: string }): Promise<void> {
  await limitOrThrow(db, { rule: AUTH_RATE_LIMITS.emailCodeIp, id: meta.ip }, { rule: AUTH_RATE_LIMITS.emailCodeEmail, id: email });
}

/**
 * Issues a fresh code to `email` and queues its message, replacing any earlier code. Runs after the
 * answer, so how long it takes says nothing about the address. A deactivated account gets
 * nothing: its code could not sign it in.
 */
export async function sendEmailCode(db: Db, email: string, now = new Date()): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user && user.status !== 'active') return;
  const code = newEmailCode();
  const expiresAt = new Date(now.getTime() + EMAIL_CODE_MINUTES * 60_000);
  const fresh = { codeHash: hashEmailCode(email, code), attempts: 0, expiresAt, createdAt: now };
  await inTransaction(db, async (tx, effects) => {
    await tx
      .insert(emailSignInCodes)
      .values({ email, ...fresh })
      .onConflictDoUpdate({ target: emailSignInCodes.email, set: fresh });
    const { id } = await enqueueEmail(tx, { to: email, template: 'sign-in-code', name: user?.name ?? '', code, expiresInMinutes: EMAIL_CODE_MINUTES });
    effects.email(id);
  });
}

type CodeCheck = { ok: true } | { ok: false; message: string };

/**
 * Spends one try of the address's code: deletes it when it matches (it works once) or is used up,
 * counts the miss otherwise. Committed on its own, so a wrong guess counts even though the
 * request then fails.
 */
async function spendTry(db: Db, email: string, code: string): Promise<CodeCheck> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(emailSignInCodes).where(eq(emailSignInCodes.email, email)).for('update');
    if (!row || row.expiresAt.getTime() <= Date.now()) {
      if (row) await tx.delete(emailSignInCodes).where(eq(emailSignInCodes.email, email));
      return { ok: false, message: M.emailCodeInvalid };
    }
    if (row.codeHash === hashEmailCode(email, code)) {
      await tx.delete(emailSignInCodes).where(eq(emailSignInCodes.email, email));
      return { ok: true };
    }
    if (row.attempts + 1 >= EMAIL_CODE_MAX_TRIES) {
      await tx.delete(emailSignInCodes).where(eq(emailSignInCodes.email, email));
      return { ok: false, message: M.emailCodeUsedUp };
    }
    await tx.update(emailSignInCodes).set({ attempts: sql`${emailSignInCodes.attempts} + 1` }).where(eq(emailSignInCodes.email, email));
    return { ok: false, message: M.emailCodeInvalid };
  });
}

/** A name to greet a new passwordless account by, from its address ("meera.iyer@…" → "Meera Iyer"); editable in Settings. */
export function nameFromEmail(email: string): string {
  const words = (email.split('@')[0] ?? '')
    .split(/[._+-]+/)
    .map((w) => w.replace(/[^\p{L}]/gu, ''))
    .filter(Boolean)
    .slice(0, 4);
  const name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ').slice(0, 80).trim();
  return name || 'Customer';
}

/**
 * Checks the code and answers the account it signs in: the address's own, verified now if it was
 * not, or a new passwordless one. 400 for a wrong, expired or used-up code (the field's message
 * says which), 403 for a deactivated account, 429 past the IP's limit on tries.
 */
export async function signInWithEmailCode(db: Db, input: { email: string; code: string }, meta: { ip: string }): Promise<UserWithDetails> {
  await limitOrThrow(db, { rule: AUTH_RATE_LIMITS.emailCodeVerifyIp, id: meta.ip });
  const check = await spendTry(db, input.email, input.code);
  if (!check.ok) throw new AppError('INVALID_EMAIL_CODE', check.message, { errors: { code: [check.message] } });

  const existing = await findUserByEmail(db, input.email);
  if (existing) return signInExisting(db, existing);
  try {
    return await inTransaction(db, async (tx, effects) => {
      const now = new Date();
      const [user] = await tx
        .insert(users)
        .values({ name: nameFromEmail(input.email), email: input.email, emailVerifiedAt: now, lastLoginAt: now })
        .returning();
      if (!user) throw new Error('user insert returned no row');
      const { id } = await enqueueEmail(tx, { to: input.email, template: 'welcome', name: user.name, shopUrl: absoluteUrl('/products') });
      effects.email(id);
      return { ...user, authProviders: [], pendingEmail: null };
    });
  } catch (e) {
    // The same address registered a moment ago by another path (a sign-up, Google): theirs it is.
    if (!isUniqueViolation(e)) throw e;
    const user = await findUserByEmail(db, input.email);
    if (!user) throw e;
    return signInExisting(db, user);
  }
}

/** The code proved the inbox: the account's address is verified (welcomed the first time) and its sign-in stamped. */
async function signInExisting(db: Db, user: UserWithDetails): Promise<UserWithDetails> {
  if (user.status !== 'active') throw new AppError('ACCOUNT_DEACTIVATED', M.accountDeactivated);
  const now = new Date();
  const emailVerifiedAt = user.emailVerifiedAt ?? now;
  await inTransaction(db, async (tx, effects) => {
    await tx.update(users).set({ emailVerifiedAt, lastLoginAt: now }).where(eq(users.id, user.id));
    if (!user.emailVerifiedAt && user.email) {
      const { id } = await enqueueEmail(tx, { to: user.email, template: 'welcome', name: user.name, shopUrl: absoluteUrl('/products') });
      effects.email(id);
    }
  });
  return { ...user, emailVerifiedAt, lastLoginAt: now };
}

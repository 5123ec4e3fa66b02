import 'server-only';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import type { Effects } from '../db/effects';
import { isUniqueViolation } from '../db/errors';
import { emailVerificationTokens, passwordResetTokens, users } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { enqueueEmail } from '../email/outbox';
import { AppError } from '../errors';
import { consumeRateLimitsInTurn, rateLimitKey } from '../rate-limit';
import { absoluteUrl } from '../seo';
import { findUserByEmail, findUserById, type UserRow, type UserWithDetails } from '../users/queries';
import { AUTH_RATE_LIMITS, tooManyAttemptsMessage, type AuthRateLimit } from './limits';
import { AUTH_MESSAGES as M } from './messages';
import {
  hashOneTimeToken,
  newOneTimeToken,
  RESET_TOKEN_MINUTES,
  VERIFICATION_TOKEN_HOURS,
} from './one-time-token';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './password';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from './schema';

/*
 * Account flows: registration, login, email verification, password reset and change, email
 * change. The emails each queues are delivered once its transaction has committed
 * (lib/db/transaction.ts), so a rolled-back change never sends a message.
 */

/**
 * Counts one attempt against each rule (per IP, per email…) in one statement and throws the 429
 * when any is over its limit. Returns the bucket keys, in the order given, for a later refund.
 */
export async function limitOrThrow(db: DbOrTx, ...checks: { rule: AuthRateLimit; id: string }[]): Promise<string[]> {
  const keys = checks.map(({ rule, id }) => rateLimitKey(rule.scope, id));
  // In turn, the caller's own address first: a request its address limit refused must not use up
  // the email's allowance, or a stranger could lock a customer out of their account for an hour.
  const results = await consumeRateLimitsInTurn(
    db,
    checks.map(({ rule }, i) => ({ key: keys[i]!, limit: rule.limit, windowSeconds: rule.windowSeconds })),
  );
  const refused = results.find((r) => !r.allowed);
  if (refused) {
    throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(refused.retryAfterSeconds), { retryAfterSeconds: refused.retryAfterSeconds });
  }
  return keys;
}

const hoursFromNow = (h: number, now = new Date()) => new Date(now.getTime() + h * 3_600_000);

// ───────────────────────────── registration and login ─────────────────────────────

export async function registerUser(db: Db, input: RegisterInput, meta: { ip: string }): Promise<UserRow> {
  await limitOrThrow(db, { rule: AUTH_RATE_LIMITS.registerIp, id: meta.ip }, { rule: AUTH_RATE_LIMITS.registerEmail, id: input.email });
  if (await findUserByEmail(db, input.email)) throw new AppError('EMAIL_TAKEN', M.accountExists);
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(db, async (tx, effects) => {
      const [user] = await tx.insert(users).values({ name: input.name, email: input.email, passwordHash }).returning();
      if (!user) throw new Error('user insert returned no row');
      await issueVerification(tx, effects, user, user.email!);
      return user;
    });
  } catch (e) {
    // Two sign-ups for one address at the same moment: the unique index decides, the loser hears 409.
    if (isUniqueViolation(e)) throw new AppError('EMAIL_TAKEN', M.accountExists);
    throw e;
  }
}

/**
 * Checks an email and password. Attempts count against the email and the IP; a successful one is
 * given back, so only failures use up the allowance. Unknown emails cost the same time as wrong
 * passwords and get the same answer. Four statements in all: logins are the hottest write path.
 */
export async function authenticate(db: Db, input: LoginInput, meta: { ip: string }): Promise<UserWithDetails> {
  const keys = await limitOrThrow(
    db,
    { rule: AUTH_RATE_LIMITS.loginIp, id: meta.ip },
    { rule: AUTH_RATE_LIMITS.loginEmail, id: input.email },
  );
  const user = await findUserByEmail(db, input.email);
  if (!user?.passwordHash || user.status === 'deleted') {
    await burnPasswordCheck(input.password);
    throw new AppError('INVALID_CREDENTIALS', M.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('INVALID_CREDENTIALS', M.invalidCredentials);
  }
  const now = new Date();
  const rehash = needsRehash(user.passwordHash) ? await hashPassword(input.password) : null;
  // The refund and the login stamp in one round trip.
  await db.execute(sql`WITH refund AS (
      UPDATE rate_limit_buckets SET count = GREATEST(count - 1, 0) WHERE key IN (${keys[0]!}, ${keys[1]!})
    )
    UPDATE users SET last_login_at = ${now.toISOString()}::timestamptz,
      password_hash = COALESCE(${rehash}, password_hash)
    WHERE id = ${user.id}`);
  if (user.status !== 'active') throw new AppError('ACCOUNT_DEACTIVATED', M.accountDeactivated);
  return { ...user, lastLoginAt: now, passwordHash: rehash ?? user.passwordHash };
}

// ───────────────────────────── email verification ─────────────────────────────

/** Issues a verification link for `email` (the account's own, or a new one being changed to); older links stop working. */
async function issueVerification(tx: DbOrTx, effects: Effects, user: UserRow, email: string): Promise<void> {
  await tx
    .delete(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)));
  const { token, tokenHash } = newOneTimeToken();
  await tx.insert(emailVerificationTokens).values({
    userId: user.id,
    email,
    tokenHash,
    expiresAt: hoursFromNow(VERIFICATION_TOKEN_HOURS),
  });
  const url = absoluteUrl(`/verify-email/${token}`);
  const isChange = email !== user.email;
  const { id } = await enqueueEmail(
    tx,
    isChange
      ? { to: email, template: 'email-change-confirm', name: user.name, newEmail: email, confirmUrl: url, expiresInHours: VERIFICATION_TOKEN_HOURS }
      : { to: email, template: 'verify-email', name: user.name, verifyUrl: url, expiresInHours: VERIFICATION_TOKEN_HOURS },
  );
  effects.email(id);
}

export interface VerifyEmailResult {
  /** Whose address it is: the verify route signs them in when this browser registered them. */
  userId: string;
  email: string;
  redirectTo: string;
  alreadyVerified: boolean;
  emailChanged: boolean;
}

export async function verifyEmail(db: Db, token: string): Promise<VerifyEmailResult> {
  const tokenHash = hashOneTimeToken(token);
  return inTransaction(db, async (tx, effects) => {
    // Claim the token atomically: two clicks on one link cannot both apply it.
    const [claimed] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!claimed) {
      // A link opened twice (mail scanners, double clicks) is not an error once the address is verified.
      const [used] = await tx
        .select({ email: emailVerificationTokens.email, userId: emailVerificationTokens.userId })
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, tokenHash))
        .limit(1);
      const owner = used ? await findUserById(tx, used.userId) : null;
      if (used && owner && owner.email === used.email && owner.emailVerifiedAt) {
        return { userId: used.userId, email: used.email, redirectTo: '/login', alreadyVerified: true, emailChanged: false };
      }
      throw new AppError('INVALID_VERIFICATION_LINK', M.invalidVerificationLink);
    }
    const user = await findUserById(tx, claimed.userId);
    if (!user || user.status === 'deleted') throw new AppError('INVALID_VERIFICATION_LINK', M.invalidVerificationLink);
    const now = new Date();
    const emailChanged = user.email !== claimed.email;
    if (emailChanged) {
      const taken = await findUserByEmail(tx, claimed.email);
      if (taken && taken.id !== user.id) throw new AppError('EMAIL_TAKEN', M.accountExists);
      await tx.update(users).set({ email: claimed.email, emailVerifiedAt: now }).where(eq(users.id, user.id));
      if (user.email) {
        const { id } = await enqueueEmail(tx, {
          to: user.email,
          template: 'email-changed',
          name: user.name,
          oldEmail: user.email,
          newEmail: claimed.email,
          changedAt: now,
        });
        effects.email(id);
      }
    } else {
      const firstTime = !user.emailVerifiedAt;
      await tx.update(users).set({ emailVerifiedAt: user.emailVerifiedAt ?? now }).where(eq(users.id, user.id));
      if (firstTime) {
        const { id } = await enqueueEmail(tx, { to: claimed.email, template: 'welcome', name: user.name, shopUrl: absoluteUrl('/products') });
        effects.email(id);
      }
    }
    await tx
      .delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)));
    return { userId: user.id, email: claimed.email, redirectTo: emailChanged ? '/account' : '/login', alreadyVerified: false, emailChanged };
  });
}

/*
 * Resend-confirmation and forgot-password answer the same whether or not the address has an
 * account, and must take the same time too: a lookup that finds someone and then writes a token
 * and queues an email is measurably slower than one that finds no one. So each is two steps —
 * the rate limit, which decides the answer (429 or not), and the rest, which the route runs
 * after responding.
 */

/** Counts a resend request against the IP and the address; throws the 429. */
export async function limitResendVerification(db: DbOrTx, email: string, meta: { ip: string }): Promise<void> {
  await limitOrThrow(db, { rule: AUTH_RATE_LIMITS.resendIp, id: meta.ip }, { rule: AUTH_RATE_LIMITS.resendEmail, id: email });
}

/** Sends a fresh link to an unverified account, if the address has one; nothing otherwise. */
export async function resendVerification(db: Db, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.emailVerifiedAt || user.status !== 'active') return;
  await inTransaction(db, (tx, effects) => issueVerification(tx, effects, user, user.email!));
}

// ───────────────────────────── password reset ─────────────────────────────

/** Counts a forgot-password request against the IP and the address; throws the 429. */
export async function limitPasswordReset(db: DbOrTx, email: string, meta: { ip: string }): Promise<void> {
  await limitOrThrow(db, { rule: AUTH_RATE_LIMITS.forgotIp, id: meta.ip }, { rule: AUTH_RATE_LIMITS.forgotEmail, id: email });
}

/** Issues a reset link to an active account with this address, if there is one; nothing otherwise. */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 'active') return;
  await inTransaction(db, async (tx, effects) => {
    // Only the latest link works: issuing one deletes the others.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    const { token, tokenHash } = newOneTimeToken();
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash,
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    const { id } = await enqueueEmail(tx, {
      to: user.email!,
      template: 'password-reset',
      name: user.name,
      resetUrl: absoluteUrl(`/reset-password/${token}`),
      expiresInMinutes: RESET_TOKEN_MINUTES,
    });
    effects.email(id);
  });
}

const liveResetToken = (tokenHash: string) =>
  and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`));

/** The email a reset link belongs to, or 400 when the link is unknown, used or expired. */
export async function checkResetToken(db: DbOrTx, token: string): Promise<{ email: string }> {
  const [row] = await db
    .select({ email: users.email, status: users.status })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(liveResetToken(hashOneTimeToken(token)))
    .limit(1);
  if (!row?.email || row.status !== 'active') throw new AppError('INVALID_RESET_TOKEN', M.invalidResetToken);
  return { email: row.email };
}

/** Sets the new password, uses the link up, and ends every session of the account. */
export async function resetPassword(db: Db, token: string, input: ResetPasswordInput): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.newPassword);
  return inTransaction(db, async (tx, effects) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(liveResetToken(hashOneTimeToken(token)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError('INVALID_RESET_TOKEN', M.invalidResetToken);
    const now = new Date();
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        // Opening the link proved the inbox is theirs.
        emailVerifiedAt: sql`COALESCE(${users.emailVerifiedAt}, now())`,
      })
      .where(and(eq(users.id, claimed.userId), eq(users.status, 'active')))
      .returning();
    if (!user?.email) throw new AppError('INVALID_RESET_TOKEN', M.invalidResetToken);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    const { id } = await enqueueEmail(tx, {
      to: user.email,
      template: 'password-changed',
      name: user.name,
      changedAt: now,
      forgotUrl: absoluteUrl('/forgot-password'),
    });
    effects.email(id);
    return { email: user.email };
  });
}

// ───────────────────────────── signed-in changes ─────────────────────────────

async function checkCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
  if (!user.passwordHash) return; // Google-only accounts set their first password without one.
  if (!currentPassword || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('WRONG_PASSWORD', M.currentPasswordIncorrect, { errors: { currentPassword: [M.currentPasswordIncorrect] } });
  }
}

/** Changes the password and ends every other session: the caller re-issues its own cookie with the new version. */
export async function changePassword(db: Db, userId: string, input: ChangePasswordInput): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.status !== 'active') throw new AppError('UNAUTHORIZED');
  await checkCurrentPassword(user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  return inTransaction(db, async (tx, effects) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('password update returned no row');
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    if (updated.email) {
      const { id } = await enqueueEmail(tx, {
        to: updated.email,
        template: 'password-changed',
        name: updated.name,
        changedAt: new Date(),
        forgotUrl: absoluteUrl('/forgot-password'),
      });
      effects.email(id);
    }
    return updated;
  });
}

/** Starts an email change: the account keeps its address until the link sent to the new one is opened. */
export async function requestEmailChange(db: Db, userId: string, input: ChangeEmailInput): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.status !== 'active') throw new AppError('UNAUTHORIZED');
  await limitOrThrow(db, { rule: AUTH_RATE_LIMITS.changeEmailUser, id: user.id });
  await checkCurrentPassword(user, input.currentPassword);
  if (input.newEmail === user.email) {
    throw new AppError('EMAIL_UNCHANGED', M.emailUnchanged, { errors: { newEmail: [M.emailUnchanged] } });
  }
  const taken = await db.select({ id: users.id }).from(users).where(and(eq(users.email, input.newEmail), ne(users.id, user.id))).limit(1);
  if (taken.length) throw new AppError('EMAIL_TAKEN', M.accountExists);
  await inTransaction(db, (tx, effects) => issueVerification(tx, effects, user, input.newEmail));
  return (await findUserById(db, user.id)) ?? user;
}

/*
 * Rate limits on the doors an attacker knocks on. Per email they stop guessing one account's
 * password or flooding one inbox; per IP they stop a single client spraying many accounts.
 * The per-IP figures are higher because Indian mobile carriers put many people behind one
 * address (carrier-grade NAT).
 */
const FIFTEEN_MINUTES = 15 * 60;

export const AUTH_RATE_LIMITS = {
  loginEmail: { scope: 'login:email', limit: 5, windowSeconds: FIFTEEN_MINUTES },
  loginIp: { scope: 'login:ip', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  registerEmail: { scope: 'register:email', limit: 5, windowSeconds: FIFTEEN_MINUTES },
  registerIp: { scope: 'register:ip', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  resendEmail: { scope: 'resend:email', limit: 5, windowSeconds: FIFTEEN_MINUTES },
  resendIp: { scope: 'resend:ip', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  forgotEmail: { scope: 'forgot:email', limit: 5, windowSeconds: FIFTEEN_MINUTES },
  forgotIp: { scope: 'forgot:ip', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  // Asking for a sign-in code: each sends an email, as a reset link does.
  emailCodeEmail: { scope: 'email-code:email', limit: 5, windowSeconds: FIFTEEN_MINUTES },
  emailCodeIp: { scope: 'email-code:ip', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  // Entering codes: five tries per code already bound a guess; this stops one client trying many addresses.
  emailCodeVerifyIp: { scope: 'email-code-verify:ip', limit: 30, windowSeconds: FIFTEEN_MINUTES },
  changeEmailUser: { scope: 'change-email:user', limit: 5, windowSeconds: FIFTEEN_MINUTES },
} as const;

export type AuthRateLimit = (typeof AUTH_RATE_LIMITS)[keyof typeof AUTH_RATE_LIMITS];

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

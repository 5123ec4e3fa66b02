import { desc, eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/v1/auth/login/route';
import type { Db } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';
import { call, cookieHeaderFrom } from './http';

export { cookieHeaderFrom };

export const SEED_CUSTOMER = { email: 'customer@maisonaurelle.test', password: 'Customer@12345' };
export const SEED_ADMIN = { email: 'admin@maisonaurelle.test', password: 'Admin@12345' };

let ipCounter = 0;
/** A fresh client address, so one test's attempts never use up another's allowance. */
export const freshIp = () => `203.0.113.${(++ipCounter % 250) + 1}`;


export async function signIn(credentials: { email: string; password: string }, rememberMe = false) {
  const res = await call(login, {
    method: 'POST',
    path: '/api/v1/auth/login',
    body: { ...credentials, rememberMe },
    headers: { 'x-forwarded-for': freshIp() },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { cookie: cookieHeaderFrom(res.headers), token: res.body.data.token as string, user: res.body.data.user, res };
}

/*
 * A delivered email with a one-time link keeps no body in the outbox (lib/email/secrets.ts). In
 * these tests delivery is the log adapter (no RESEND_API_KEY), which prints the links: those
 * printed lines are kept here by outbox id, as what the recipient got.
 */
const printedLinks = new Map<string, string>();
const LOG_LINE = /^\[email\] (\S+) .* — links: (.+)$/;
const printInfo = console.info.bind(console);
console.info = (...args: unknown[]) => {
  const line = typeof args[0] === 'string' ? LOG_LINE.exec(args[0]) : null;
  if (line) printedLinks.set(line[1]!, line[2]!);
  printInfo(...args);
};

/** The newest email sent to `to`, optionally of one template; a cleared body reads as the links it carried. */
export async function lastEmailTo(db: Db, to: string, template?: string) {
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
  const row = rows.find((r) => !template || r.template === template) ?? null;
  const printed = row?.bodyClearedAt ? printedLinks.get(row.id) : undefined;
  return row && printed ? { ...row, text: printed } : row;
}

/** The token of the first store link in an email's text part that matches `/prefix/<token>`. */
export function tokenFromEmail(text: string, prefix: '/verify-email/' | '/reset-password/'): string {
  const m = new RegExp(`${prefix}([A-Za-z0-9_-]+)`).exec(text);
  if (!m?.[1]) throw new Error(`no ${prefix} link in email:\n${text}`);
  return m[1];
}

import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only the SHA-256 of it is stored, so the table alone cannot verify or reset anyone. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const VERIFICATION_TOKEN_HOURS = 24;
export const RESET_TOKEN_MINUTES = 60;

import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '../env';
import { AppError } from '../errors';
import { log } from '../log';

let cached: string | undefined;

/**
 * The key material for session cookies and bearer tokens. A deployment (PostgreSQL or Vercel)
 * must set AUTH_SECRET; the embedded local store makes one on first start and keeps it in the
 * data directory, so `npm start` works with no settings and sessions survive a restart.
 */
export function authSecret(): string {
  if (cached) return cached;
  const e = env();
  if (e.AUTH_SECRET) return (cached = e.AUTH_SECRET);
  if (!e.usesEmbeddedDatabase || process.env.VERCEL) {
    const message = 'AUTH_SECRET must be set (generate one with `openssl rand -base64 33`) and the store redeployed';
    log.error('auth secret', message);
    throw new AppError('UNAVAILABLE', message);
  }
  const file = path.resolve(e.DATA_DIR, 'auth-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const fresh = randomBytes(33).toString('base64url');
    try {
      // 'wx' fails if another process wrote it first; then read theirs.
      writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 });
      cached = fresh;
    } catch {
      cached = readFileSync(file, 'utf8').trim();
    }
  }
  if (!cached) throw new Error(`Empty auth secret in ${file}`);
  return cached;
}

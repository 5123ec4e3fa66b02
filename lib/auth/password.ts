import 'server-only';
import { hash, verify } from '@node-rs/argon2';

/*
 * argon2id at OWASP's "m=7 MiB, t=5, p=1" setting — one of the five equivalent minimum
 * configurations OWASP lists. On this 2-core machine it is the fastest of them (≈19 ms a hash
 * against ≈28 ms for 19 MiB/t=2), which is what keeps 20 concurrent logins under the 300 ms p99
 * budget (bench/login.mjs). Algorithm 2 is Argon2id (a const enum isolatedModules cannot import).
 */
const PASSWORD_HASH_OPTIONS = { algorithm: 2, memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so a login for an unknown email (or an account
 * without a password) answers no faster than a wrong password and cannot reveal which emails exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
  await verifyPassword(await dummyHash, password);
}

/** True when a stored hash was made with other parameters than today's, so a successful login re-hashes it. */
export function needsRehash(passwordHash: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!m) return true;
  return (
    Number(m[1]) !== PASSWORD_HASH_OPTIONS.memoryCost ||
    Number(m[2]) !== PASSWORD_HASH_OPTIONS.timeCost ||
    Number(m[3]) !== PASSWORD_HASH_OPTIONS.parallelism
  );
}

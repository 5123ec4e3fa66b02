/** PostgreSQL's unique_violation (23505), whether the driver's error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(e: unknown): boolean {
  for (let err = e, depth = 0; err && typeof err === 'object' && depth < 4; err = (err as { cause?: unknown }).cause, depth++) {
    if ((err as { code?: string }).code === '23505') return true;
  }
  return false;
}

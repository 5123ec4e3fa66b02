import * as z from 'zod/mini';
// Sets what these schemas need in the browser.
import '../validation';
import { stripInvisibleChars } from './invisible';

/**
 * A person's name at any boundary (registration, profile, saved and shipping addresses): bidi
 * controls and zero-width characters removed (./invisible.ts), then trimmed, then required and
 * capped. Stripping comes first, so a name made only of invisible characters counts as missing.
 */
export function personNameField(options: { required: string; max: number; tooLong?: string }) {
  return z
    .string({ error: options.required })
    .check(
      z.overwrite(stripInvisibleChars),
      z.trim(),
      z.minLength(1, { error: options.required, abort: true }),
      z.maxLength(options.max, options.tooLong ?? `Must be at most ${options.max} characters`),
    );
}

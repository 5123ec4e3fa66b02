import * as z from 'zod/mini';

/*
 * The rules a browser form and the API both apply are written once, as zod/mini schemas imported
 * from here (the classic API would add ~90 kB to a form's chunk; zod/mini ~6 kB). The server
 * parses them through route() like any other schema; a form reads their first issue per field.
 */

// These schemas run in the browser too: without jitless, zod probes `new Function` and trips the CSP.
z.config({ jitless: true });

export { z };

/**
 * The first message for each top-level field, as a form shows them; issues about the whole
 * input go under '_'. Empty when the input parses.
 */
export function firstFieldErrors<F extends string>(error: z.core.$ZodError | undefined): Partial<Record<F | '_', string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    out[key] ??= issue.message;
  }
  return out as Partial<Record<F | '_', string>>;
}

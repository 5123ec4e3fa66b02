import { config, type core } from 'zod/mini';

/*
 * The rules a browser form and the API both apply are written once, as zod/mini schemas (each
 * module imports `* as z from 'zod/mini'` itself: a re-exported namespace object would keep all
 * of zod/mini in a form's chunk, ~90 kB, where the parts used are ~6 kB). The server parses them
 * through route() like any other schema; a form reads their first issue per field with
 * firstFieldErrors. A module with such schemas imports this one, for the setting below.
 */

// These schemas run in the browser too: without jitless, zod probes `new Function` and trips the CSP.
config({ jitless: true });

/**
 * The first message for each top-level field, as a form shows them; issues about the whole
 * input go under '_'. Empty when the input parses.
 */
export function firstFieldErrors<F extends string>(error: core.$ZodError | undefined): Partial<Record<F | '_', string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    out[key] ??= issue.message;
  }
  return out as Partial<Record<F | '_', string>>;
}

import { misconfigurationMessage, missingDeploymentSettings } from './deployment';
import { log } from './log';

/*
 * What a Vercel deployment built without a required setting answers (next.config.ts rewrites
 * every path to app/unconfigured, the API's to app/unconfigured/api): 503, naming the settings
 * to set, never a value. Pages get a plain HTML page, the API the error envelope it always uses.
 */

let logged = false;

function describe() {
  const missing = missingDeploymentSettings();
  const message = missing.length ? misconfigurationMessage(missing) : 'The store is being set up.';
  if (!logged) {
    logged = true;
    log.error('deployment', message);
  }
  return { missing, message };
}

const headers = { 'cache-control': 'no-store', 'retry-after': '300' };
const text = (s: string) => s.replace(/[<>&]/g, '');

export function unconfiguredPage(): Response {
  const { missing, message } = describe();
  const items = missing.map((m) => `<li><code>${m.name}</code>: ${text(m.why)}</li>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1c1917"><h1>We will be back shortly</h1><p>The store is not open yet. If you run it: ${text(message)}</p><ul>${items}</ul></body></html>`;
  return new Response(html, { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}

/** The API's error envelope (lib/http/respond.ts), code UNAVAILABLE, with the settings' names. */
export function unconfiguredJson(): Response {
  const { missing, message } = describe();
  const body = { success: false, code: 'UNAVAILABLE', message, missing: missing.map((m) => m.name) };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

import { misconfigurationMessage, missingDeploymentSettings } from '@/lib/deployment';
import { log } from '@/lib/log';

/*
 * Every request lands here when a Vercel deployment was built without a required setting
 * (next.config.ts rewrites to it): a plain 503 page that says what to set, instead of a crash.
 * It names settings, never values.
 */

export const dynamic = 'force-dynamic';

let logged = false;

function page(): Response {
  const missing = missingDeploymentSettings();
  const message = missing.length ? misconfigurationMessage(missing) : 'The store is being set up.';
  if (!logged) {
    logged = true;
    log.error('deployment', message);
  }
  const items = missing.map((m) => `<li><code>${m.name}</code>: ${m.why.replace(/[<>&]/g, '')}</li>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1c1917"><h1>We will be back shortly</h1><p>The store is not open yet. If you run it: ${message.replace(/[<>&]/g, '')}</p><ul>${items}</ul></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '300' },
  });
}

export const GET = page;
export const HEAD = page;
export const POST = page;
export const PUT = page;
export const PATCH = page;
export const DELETE = page;

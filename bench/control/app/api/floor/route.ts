// The framework's floor for a route handler (bench/api-load.mjs): a GET that reads its query, as
// the store's listing does, and answers a fixed JSON body of the listing's average size (the four
// filtered listings the bench requests average 32 kB). Nothing a route handler does on `next start`
// costs less; served beside a static file from the same server, it says what ratio is reachable.
const body = JSON.stringify({ success: true, data: Array.from({ length: 12 }, (_, id) => ({ id, text: 'x'.repeat(2660) })) });

export function GET(request: Request) {
  const filters = new URL(request.url).searchParams.size;
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8', 'x-filters': String(filters) } });
}

#!/usr/bin/env node
/*
 * What each Vercel function carries, read from the Build Output API folder that `vercel build`
 * writes (.vercel/output), offline: no account, no deploy. For every function (a `*.func`
 * folder; the other `*.func` entries are links to one of them) it prints
 *
 *   - its size as Vercel bundles it: the files in the folder plus every file its
 *     `.vc-config.json` `filePathMap` names (the nft trace of the route and of instrumentation.ts,
 *     which `vercel build` leaves in place and the deploy uploads), uncompressed and zipped
 *     (each file deflated at level 9, plus zip's per-entry headers: an estimate within a few kB);
 *   - whether it carries the embedded PGlite (@electric-sql/pglite) or sharp (sharp, @img/*),
 *     and the largest packages in it;
 *   - the routes it serves (the links to it), its runtime, memory, maxDuration and regions;
 *
 * and the proxy's (middleware's) matcher as Vercel will route it. PASS when no function
 * carries PGlite or sharp (neither is used on Vercel: docs/performance.md, "Functions on Vercel"), the
 * proxy's matcher leaves product pages alone and a region is set; FAIL otherwise.
 *
 * Usage (docs/performance.md has the whole recipe):
 *   node bench/vercel-functions.mjs [project folder, default .] [--json]
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync, existsSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';

const args = process.argv.slice(2);
const jsonOnly = args.includes('--json');
const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.');
const output = path.join(root, '.vercel', 'output');
const functionsDir = path.join(output, 'functions');
if (!existsSync(functionsDir)) {
  console.error(`No ${path.relative(process.cwd(), functionsDir) || functionsDir}: run \`vercel build\` there first (docs/performance.md).`);
  process.exit(2);
}

const MB = (n) => `${(n / 1e6).toFixed(1)} MB`;

/** Every `*.func` entry under functions/: real folders and the links to them. */
function findFuncs(dir, out = { real: [], links: [] }) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const st = lstatSync(full);
    if (name.endsWith('.func')) {
      if (st.isSymbolicLink()) out.links.push({ at: full, to: path.resolve(path.dirname(full), readlinkSync(full)) });
      else if (st.isDirectory()) out.real.push(full);
    } else if (st.isDirectory()) {
      findFuncs(full, out);
    }
  }
  return out;
}

/** The files physically in a folder, relative to it. */
function walk(dir, base = dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const st = lstatSync(full);
    if (st.isDirectory()) walk(full, base, out);
    else out.push(path.relative(base, full));
  }
  return out;
}

const zipped = new Map();
/** Deflated size of a file (cached: the same node_modules file is in several functions). */
function deflatedSize(file, st) {
  if (st.isSymbolicLink()) return 0;
  let size = zipped.get(file);
  if (size === undefined) {
    size = deflateRawSync(readFileSync(file), { level: 9 }).length;
    zipped.set(file, size);
  }
  return size;
}

/** `node_modules/@scope/name/…` → `@scope/name`; `.next/server/…` → `.next/server`; else the first folder. */
function packageOf(rel) {
  const nm = rel.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = rel.slice(nm + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    // Turbopack links externals as <distDir>/node_modules/<name>-<hash>.
    return rel.startsWith('.next/') ? `${name.replace(/-[0-9a-f]{16}$/, '')} (link)` : name;
  }
  const parts = rel.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

const isPglite = (rel) => /(^|\/)node_modules\/@electric-sql\/pglite(\/|-[0-9a-f]+$|$)/.test(rel);
const isSharp = (rel) => /(^|\/)node_modules\/(sharp|@img\/[^/]+)(\/|-[0-9a-f]+$|$)/.test(rel);

/** '/products/[slug].rsc' and '/products/[slug].segments/…' are the same route as '/products/[slug]'. */
function routeOf(funcPath) {
  const rel = `/${path.relative(functionsDir, funcPath).replace(/\\/g, '/').replace(/\.func$/, '')}`;
  return rel.replace(/\.segments\/.*$/, '').replace(/\.(rsc|action|prefetch\.rsc)$/, '').replace(/^\/index$/, '/');
}

const vercelJson = existsSync(path.join(root, 'vercel.json')) ? JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8')) : {};
const config = JSON.parse(readFileSync(path.join(output, 'config.json'), 'utf8'));

const { real, links } = findFuncs(functionsDir);
const functions = real.map((dir) => {
  const vc = JSON.parse(readFileSync(path.join(dir, '.vc-config.json'), 'utf8'));
  const files = new Map(); // path in the function → absolute source
  for (const rel of walk(dir)) files.set(rel, path.join(dir, rel));
  for (const [inFunc, src] of Object.entries(vc.filePathMap ?? {})) {
    if (!files.has(inFunc)) files.set(inFunc, path.resolve(root, src));
  }
  let bytes = 0;
  let zip = 22; // end of central directory
  let pglite = 0;
  let sharp = 0;
  const byPackage = new Map();
  for (const [inFunc, src] of files) {
    const st = lstatSync(src);
    const size = st.isSymbolicLink() ? 0 : st.size;
    bytes += size;
    // A local file header (30 bytes) and a central directory entry (46), each with the name.
    zip += deflatedSize(src, st) + 76 + 2 * Buffer.byteLength(inFunc);
    if (isPglite(inFunc)) pglite += size;
    if (isSharp(inFunc)) sharp += size;
    const pkg = packageOf(inFunc);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + size);
  }
  const routes = [...new Set([routeOf(dir), ...links.filter((l) => l.to === dir).map((l) => routeOf(l.at))])].sort();
  return {
    name: routeOf(dir),
    kind: path.basename(dir) === '_middleware.func' ? 'proxy' : (vc.operationType ?? 'function'),
    files: files.size,
    bytes,
    zipBytes: zip,
    pgliteBytes: pglite,
    sharpBytes: sharp,
    largest: [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, size]) => ({ name, bytes: size })),
    routes,
    runtime: vc.runtime,
    memory: vc.memory ?? null,
    maxDuration: vc.maxDuration ?? null,
    regions: vc.regions ?? null,
  };
});
functions.sort((a, b) => b.bytes - a.bytes);

const proxyRoutes = config.routes.filter((r) => r.middlewarePath);
const matcher = proxyRoutes.flatMap((r) => r.middlewareRawSrc ?? []);
const regions = vercelJson.regions ?? null;
const productPagesThroughProxy = proxyRoutes.some((r) => new RegExp(r.src).test('/products/fiorita'));

const summary = {
  bench: 'vercel-functions',
  output: path.relative(process.cwd(), output) || output,
  regions: regions ?? 'unset (Vercel runs functions in iad1, Washington D.C., unless the project settings say otherwise)',
  proxyMatcher: matcher,
  productPagesThroughProxy,
  functions: functions.map(({ largest, routes, ...f }) => ({ ...f, routes: routes.length, someRoutes: routes.slice(0, 6), largest })),
};
const failures = [
  ...functions.filter((f) => f.pgliteBytes).map((f) => `${f.name} carries PGlite (${MB(f.pgliteBytes)})`),
  ...functions.filter((f) => f.sharpBytes).map((f) => `${f.name} carries sharp (${MB(f.sharpBytes)})`),
  ...(productPagesThroughProxy ? ['the proxy runs on product pages (/products/fiorita)'] : []),
  ...(regions ? [] : ['no region in vercel.json']),
];

if (!jsonOnly) {
  console.log(`Functions in ${summary.output} (sizes as deployed: the folder plus its filePathMap; zip estimated)\n`);
  for (const f of functions) {
    console.log(`${f.name}  [${f.kind}, ${f.runtime}${f.maxDuration ? `, maxDuration ${f.maxDuration}s` : ''}${f.memory ? `, ${f.memory} MB` : ''}${f.regions ? `, regions ${f.regions.join(',')}` : ''}]`);
    console.log(`  ${MB(f.bytes)} in ${f.files} files, ~${MB(f.zipBytes)} zipped; PGlite ${f.pgliteBytes ? MB(f.pgliteBytes) : 'no'}; sharp ${f.sharpBytes ? MB(f.sharpBytes) : 'no'}`);
    console.log(`  largest: ${f.largest.map((p) => `${p.name} ${MB(p.bytes)}`).join(', ')}`);
    console.log(`  serves ${f.routes.length} route entr${f.routes.length === 1 ? 'y' : 'ies'}: ${f.routes.slice(0, 8).join(' ')}${f.routes.length > 8 ? ' …' : ''}\n`);
  }
  console.log(`regions (vercel.json): ${Array.isArray(summary.regions) ? summary.regions.join(', ') : summary.regions}`);
  console.log(`proxy matcher (${proxyRoutes.length} routes): ${matcher.join('  ')}`);
  console.log(`product pages through the proxy: ${productPagesThroughProxy ? 'yes' : 'no'}\n`);
}
console.log(JSON.stringify({ ...summary, failures }));
console.log(failures.length ? `FAIL ${failures.join('; ')}` : 'PASS no function carries PGlite or sharp, product pages skip the proxy, region set');
process.exitCode = failures.length ? 1 : 0;

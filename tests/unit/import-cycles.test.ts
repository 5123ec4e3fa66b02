import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LAYERS = ['lib', 'components', 'app'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Every import of the store's own modules, as madge counts them: static, `import type`,
 * re-exports and `import()` alike, resolved as tsconfig.json resolves them (the `@/` alias).
 */
function importGraph(): Map<string, string[]> {
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const files = LAYERS.flatMap((layer) => sourceFiles(path.join(ROOT, layer)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((ref) => ts.resolveModuleName(ref.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && known.has(path.resolve(target)))
      .map((target) => path.resolve(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one module, or a module importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(path.relative(ROOT, w));
    } while (w !== v);
    if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('layers', () => {
  it('finds the imports madge finds, dynamic and type-only ones included', () => {
    const graph = importGraph();
    const edges = (from: string) => (graph.get(path.join(ROOT, from)) ?? []).map((f) => path.relative(ROOT, f));
    // `import()`, resolved through the @/ alias and relative paths alike.
    expect(edges('lib/payments/gateway.ts')).toContain('lib/payments/local-gateway/handler.ts');
    expect(edges('components/catalog/helpful-button.tsx')).toContain('components/catalog/helpful-vote.ts');
    expect(edges('app/api/v1/payment/webhook/route.ts')).toContain('lib/payments/webhook.ts');
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['d']], ['e', ['a']]]))).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('no module of lib, components or app imports itself back through others', () => {
    expect(cycles(importGraph())).toEqual([]);
  });
});

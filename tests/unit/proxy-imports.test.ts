import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * proxy.ts runs in front of routes on its own (on Vercel, a function of its own): it decodes the
 * credential and nothing more. This follows every import that survives compilation (type-only
 * ones are erased), static and dynamic, from proxy.ts through the store's own modules, and lists
 * the packages they reach.
 */

const ROOT = path.resolve(__dirname, '../..');

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, path.join(base, 'index.ts')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The module specifiers a file loads at run time. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) out.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function importGraph(entry: string): { modules: string[]; packages: string[] } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.') || spec.startsWith('@/')) {
        const resolved = resolveLocal(file, spec);
        if (!resolved) throw new Error(`cannot resolve ${spec} from ${file}`);
        queue.push(resolved);
      } else if (!spec.startsWith('node:')) {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      }
    }
  }
  return { modules: [...seen].map((f) => path.relative(ROOT, f)).sort(), packages: [...packages].sort() };
}

describe("proxy.ts's imports", () => {
  const { modules, packages } = importGraph(path.join(ROOT, 'proxy.ts'));

  it('reach no database: no schema, client, migrator or driver', () => {
    // lib/db/urls.ts only reads connection strings from the environment (lib/env.ts uses it).
    expect(modules.filter((m) => m.startsWith('lib/db/') && m !== 'lib/db/urls.ts')).toEqual([]);
    for (const pkg of ['drizzle-orm', 'pg', '@electric-sql/pglite', '@vercel/functions', '@node-rs/argon2', 'sharp']) {
      expect(packages, pkg).not.toContain(pkg);
    }
  });

  it('decode the credential through lib/auth/claims.ts, not lib/auth/resolve.ts (which loads the user row)', () => {
    expect(modules).toContain('lib/auth/claims.ts');
    expect(modules).not.toContain('lib/auth/resolve.ts');
  });

  it('the follower sees through a module that does reach the database', () => {
    const graph = importGraph(path.join(ROOT, 'lib/auth/resolve.ts'));
    expect(graph.modules).toContain('lib/db/schema.ts');
    expect(graph.packages).toContain('drizzle-orm');
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every file of src/ stands above what it imports: no two files import each other, directly or through others.
// A loop hides which file is the lower one (docs/architecture.md, "Main's layers"); a type shared by both goes in a file of its
// own below them (api/http-types.ts, cache/migration.ts). Type-only imports count: a reader follows them too.

const ROOT = resolve('src');
const IMPORT = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? null;
}

/** The files each file imports, within src/. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(IMPORT)]
        .map((match) => resolveImport(file, match[1] ?? ''))
        .filter((target): target is string => target !== null);
      return [file, targets];
    }),
  );
}

/** One loop of imports, as the files in it, or null when there is none (depth-first, marking the path). */
export function findLoop(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = onPath.indexOf(file);
    if (at >= 0) return [...onPath.slice(at), file];
    if (done.has(file)) return null;
    onPath.push(file);
    for (const next of graph.get(file) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    onPath.pop();
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const loop = visit(file);
    if (loop) return loop;
  }
  return null;
}

describe('imports in src/', () => {
  it('finds a loop when there is one, through any number of files', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findLoop(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findLoop(
        new Map([
          ['a', ['b']],
          ['b', []],
          ['c', ['a', 'b']],
        ]),
      ),
    ).toBeNull();
  });

  it('reads the imports the way the files write them', () => {
    const graph = importGraph([join(ROOT, 'main/api/send-loop.ts')]);
    const targets = (graph.get(join(ROOT, 'main/api/send-loop.ts')) ?? []).map((t) => relative(ROOT, t));
    expect(targets).toContain('main/api/attempt.ts');
    expect(targets).toContain('main/api/http-types.ts');
    expect(targets).toContain('shared/envelope.ts');
  });

  it('has no loop: every file stands above what it imports', () => {
    const loop = findLoop(importGraph(sourceFiles(ROOT)));
    expect(loop?.map((file) => relative(ROOT, file)).join(' -> ') ?? 'no loop').toBe('no loop');
  });
});

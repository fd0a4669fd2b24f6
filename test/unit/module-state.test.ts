import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The cache and the read path keep no state of their own between calls: what they remember belongs to the data
// session (its answer cache, its repositories), so a new session, a cleared cache or a test starts from nothing.
// This reads each source's top-level statements with the TypeScript parser and names what would hold state there.

const ROOMS = ['src/main/cache', 'src/main/reads'];
const CONTAINERS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef']);
/** A constant lookup table is fine when its type says nobody may add to it. */
const READ_ONLY_TYPES = new Set(['ReadonlyMap', 'ReadonlySet']);

function unwrap(node: ts.Expression): ts.Expression {
  let at = node;
  while (
    ts.isAsExpression(at) ||
    ts.isSatisfiesExpression(at) ||
    ts.isParenthesizedExpression(at) ||
    ts.isTypeAssertionExpression(at)
  ) {
    at = at.expression;
  }
  return at;
}

function stateOf(declaration: ts.VariableDeclaration, file: ts.SourceFile): string | null {
  const init = declaration.initializer && unwrap(declaration.initializer);
  if (!init) return null;
  if (ts.isNewExpression(init) && ts.isIdentifier(init.expression) && CONTAINERS.has(init.expression.text)) {
    const type = declaration.type;
    const readOnly =
      type !== undefined &&
      ts.isTypeReferenceNode(type) &&
      ts.isIdentifier(type.typeName) &&
      READ_ONLY_TYPES.has(type.typeName.text);
    return readOnly ? null : `a ${init.expression.text}`;
  }
  if (ts.isArrayLiteralExpression(init) && init.elements.length === 0) return 'an empty array to fill';
  if (ts.isObjectLiteralExpression(init) && init.properties.length === 0) return 'an empty object to fill';
  return init.getText(file).startsWith('lazyObject(') ? 'an object made on first use' : null;
}

/** What in `source` holds state at module level, as "line: what". */
export function moduleState(source: string, name = 'probe.ts'): string[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const line = file.getLineAndCharacterOfPosition(statement.getStart(file)).line + 1;
    const mutable = (list.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) !== ts.NodeFlags.Const;
    for (const declaration of list.declarations) {
      const what = mutable ? 'a module-level let/var' : stateOf(declaration, file);
      if (what) found.push(`${name}:${line}: ${declaration.name.getText(file)} is ${what}`);
    }
  }
  return found;
}

const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

describe('module-level state in the cache and the read path', () => {
  it.each([
    ['a memo map', 'const stamps = new WeakMap<object, string>();'],
    ['a flag set', 'const cleared = new WeakSet<object>();'],
    ['a typed map', 'export const seen: Map<string, number> = new Map();'],
    ['a let', 'let calls = 0;'],
    ['a list to push to', 'const waiting: string[] = [];'],
    ['a lazy object', 'const statements = lazyObject(() => ({ a: 1 }));'],
  ])('names %s', (_what, source) => {
    expect(moduleState(source)).toHaveLength(1);
  });

  it.each([
    ['a read-only lookup set', "const CODES: ReadonlySet<string> = new Set(['EACCES']);"],
    ['a constant', 'const AHEAD_FOR_MS = 2_000;'],
    [
      'state inside a function',
      'export function make() { const m = new Map(); let n = 0; return { m, n }; }',
    ],
  ])('lets %s through', (_what, source) => {
    expect(moduleState(source)).toEqual([]);
  });

  it('finds none in src/main/cache and src/main/reads', () => {
    const found = ROOMS.flatMap(sources).flatMap((path) =>
      moduleState(readFileSync(path, 'utf8'), relative(process.cwd(), path)),
    );
    expect(found).toEqual([]);
  });
});

import type { IssueItem } from '../../shared/envelope';

// Every channel's input is plain data, the kind JSON carries (the web host's bridge is JSON). Electron's
// structured clone also carries BigInts, cyclic objects and very deep nesting, and an in-process caller can pass
// anything; a schema, or the JSON.stringify some refinements run, throws on those instead of answering. So the
// registry looks at the input once, iteratively bounded, before any schema sees it.

/** Deeper than any channel's input (a previewed call's input is at most 6 levels inside 2). */
export const MAX_INPUT_DEPTH = 32;
/** More values than any channel takes (200 icon addresses are 201). */
export const MAX_INPUT_VALUES = 20_000;

const KIND_ADVICE: Record<string, string> = {
  bigint: 'is a BigInt: send it as a number or a string',
  symbol: 'is a Symbol, which is not data',
  function: 'is a function, which is not data',
};

interface Walk {
  values: number;
  /** The objects on the path from the top, to tell a cycle from a value shared by two fields. */
  path: Set<object>;
}

function problem(value: unknown, where: string[], walk: Walk): IssueItem | null {
  const at = where.join('.') || '(input)';
  // Bounds are said of the field the user sent, not of a path thirty levels down.
  const field = where[0] ?? '(input)';
  walk.values += 1;
  if (walk.values > MAX_INPUT_VALUES) return { path: field, message: `more than ${MAX_INPUT_VALUES} values` };
  const kind = typeof value;
  if (kind in KIND_ADVICE) return { path: at, message: KIND_ADVICE[kind] ?? 'is not data' };
  if (value === null || kind !== 'object') return null;
  const object = value as object;
  if (walk.path.has(object)) return { path: at, message: 'refers to itself' };
  if (where.length >= MAX_INPUT_DEPTH) {
    return { path: field, message: `nested deeper than ${MAX_INPUT_DEPTH} levels` };
  }
  const prototype: unknown = Object.getPrototypeOf(object);
  if (!Array.isArray(object) && prototype !== Object.prototype && prototype !== null) {
    return { path: at, message: 'is not a plain object or list' };
  }
  if (Object.getOwnPropertySymbols(object).length > 0) return { path: at, message: 'has a Symbol key' };
  walk.path.add(object);
  for (const key of Object.keys(object)) {
    const found = problem((object as Record<string, unknown>)[key], [...where, key], walk);
    if (found) return found;
  }
  walk.path.delete(object);
  return null;
}

/** The first reason `raw` is not plain data, or null when it is. Never throws (a getter or a Proxy may). */
export function notPlainData(raw: unknown): IssueItem | null {
  try {
    return problem(raw, [], { values: 0, path: new Set() });
  } catch {
    return { path: '(input)', message: 'could not be read' };
  }
}

// Compares an answer's shape with a documented example: the same keys with the same value types, recursively.
// Values differ by design (the sandbox has its own data). Paths name arrays as `[]`: `result[].coin.icon`.

export interface ShapeRules {
  /**
   * Documented keys the answer may lack (optional in the documentation's schema), by path; for a list, also
   * that it may be empty.
   */
  optional?: ReadonlySet<string>;
  /** Keys the answer may add beyond the example (documented elsewhere as optional), by path. */
  extra?: ReadonlySet<string>;
}

type Kind = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean' | 'undefined' | 'other';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  return kind === 'object' ||
    kind === 'string' ||
    kind === 'number' ||
    kind === 'boolean' ||
    kind === 'undefined'
    ? kind
    : 'other';
}

const isRecord = (value: unknown): value is Record<string, unknown> => kindOf(value) === 'object';

/** Every difference found, one line each; empty when the shapes agree. */
export function compareShape(
  documented: unknown,
  answer: unknown,
  rules: ShapeRules = {},
  path = '$',
): string[] {
  if (documented === null) return []; // a documented null says nothing about the type
  const want = kindOf(documented);
  const got = kindOf(answer);
  if (want !== got) return [`${path}: documented ${want}, answered ${got}`];
  if (Array.isArray(documented) && Array.isArray(answer)) {
    if (documented.length === 0) return [];
    if (answer.length === 0) {
      return rules.optional?.has(path) ? [] : [`${path}: documented a non-empty list, answered an empty one`];
    }
    const tuple = documented.every((item) => !isRecord(item) && !Array.isArray(item));
    return answer.flatMap((item, index) =>
      compareShape(
        tuple ? documented[Math.min(index, documented.length - 1)] : documented[0],
        item,
        rules,
        `${path}[]`,
      ),
    );
  }
  if (isRecord(documented) && isRecord(answer)) {
    const problems: string[] = [];
    for (const [key, value] of Object.entries(documented)) {
      const at = `${path}.${key}`;
      if (!(key in answer)) {
        if (!rules.optional?.has(at)) problems.push(`${at}: documented, missing from the answer`);
        continue;
      }
      problems.push(...compareShape(value, answer[key], rules, at));
    }
    for (const key of Object.keys(answer)) {
      const at = `${path}.${key}`;
      if (!(key in documented) && !rules.extra?.has(at)) problems.push(`${at}: answered, not documented`);
    }
    return problems;
  }
  return [];
}

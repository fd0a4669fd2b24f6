import type { z } from 'zod';
import type { CachedAnswer } from '../cache/answers-repo';
import { schemaStamp } from './schema-stamp';

// A cached answer is checked against its call's schema before it is served (a row an older version wrote may no
// longer fit). The answers repository hands out the same parsed object while the stored text is unchanged, so a
// read that looks at its row twice (its price, then its answer), or a view read again, checks it once. A row
// that this build sealed as checked by this very schema when it was written, unchanged since, is not checked
// again (validCached): at start-up every cached answer would otherwise be checked anew.

type Checked = { success: true; data: unknown } | { success: false };
type Valid<T> = { success: true; data: T } | { success: false };

const checked = new WeakMap<object, WeakMap<z.ZodType, Checked>>();

export function validOnce<T>(schema: z.ZodType<T>, value: unknown): Valid<T> {
  if (typeof value !== 'object' || value === null) return check(schema, value) as Valid<T>;
  let bySchema = checked.get(value);
  if (!bySchema) {
    bySchema = new WeakMap();
    checked.set(value, bySchema);
  }
  let result = bySchema.get(schema);
  if (!result) {
    result = check(schema, value);
    bySchema.set(schema, result);
  }
  // The data came out of this very schema.
  return result as Valid<T>;
}

function check(schema: z.ZodType, value: unknown): Checked {
  const parsed = schema.safeParse(value);
  return parsed.success ? { success: true, data: parsed.data } : { success: false };
}

/**
 * A cached row's value as `schema` reads it: as stored when this schema checked it on the way in (the repository
 * vouches that this build sealed it and that its text is unchanged), else checked now (once per parsed value).
 */
export function validCached<T>(
  schema: z.ZodType<T>,
  row: Pick<CachedAnswer, 'value' | 'checkedBy'>,
): Valid<T> {
  if (row.checkedBy != null && row.checkedBy === schemaStamp(schema)) {
    return { success: true, data: row.value as T };
  }
  return validOnce(schema, row.value);
}

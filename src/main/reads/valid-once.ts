import type { z } from 'zod';
import type { CachedAnswer } from '../cache/answers-repo';
import { schemaStamp } from './schema-stamp';

// A cached answer is checked against its call's schema before it is served (a row an older version wrote may no
// longer fit), unless this build sealed it as checked by this very schema and it is unchanged since.

type Valid<T> = { success: true; data: T } | { success: false };

function check<T>(schema: z.ZodType<T>, value: unknown): Valid<T> {
  const parsed = schema.safeParse(value);
  return parsed.success ? { success: true, data: parsed.data } : { success: false };
}

/**
 * A cached row's value as `schema` reads it: as stored when this schema checked it on the way in (the repository
 * vouches that this build sealed it and that its text is unchanged), else checked now.
 */
export function validCached<T>(
  schema: z.ZodType<T>,
  row: Pick<CachedAnswer, 'value' | 'checkedBy'>,
): Valid<T> {
  if (row.checkedBy != null && row.checkedBy === schemaStamp(schema)) {
    return { success: true, data: row.value as T };
  }
  return check(schema, row.value);
}

import { cacheKeyOf } from '../api/http';
import type { ApiCall } from '../api/schemas/common';
import type { AnswersRepo } from '../cache/answers-repo';

/**
 * The cached answer to a call, straight from the answers table: no read-through, so no request, no credit and no
 * journal line. A row written by an older version that no longer passes today's schema counts as absent.
 */
export function cachedAnswer<T>(
  answers: AnswersRepo,
  call: ApiCall<T>,
): { value: T; fetchedAt: number } | null {
  const row = answers.get(cacheKeyOf(call.request));
  if (!row) return null;
  const parsed = call.schema.safeParse(row.value);
  return parsed.success ? { value: parsed.data, fetchedAt: row.fetchedAt } : null;
}

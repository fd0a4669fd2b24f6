import { z } from 'zod';
import type { ApiRequest } from '../request';
import { pathInWords, plainIssues, type PlainIssue } from '../shape-issues';

// Building blocks of the response schemas. Objects are z.object, which drops unknown keys: the service adds
// optional fields over time, and an added field must never turn a good answer into a validation error.

/** A finite number; JSON cannot carry NaN or Infinity, so anything else is a broken answer. */
export const num = z.number();
/** A field the service may leave out or send as null; both read as null. */
export const optNum = num.nullish().transform((v) => v ?? null);
export const optStr = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const idName = z.object({ id: z.string(), name: z.string() });

/** service.md 2.3: all four numbers required; limit at most 100, totalPages at least 1. */
export const pagination = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1).max(100),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(1),
});

/** Accepts `[...]` or `{ result: [...] }`: the reference does not fix the envelope of several lists. */
export const listOrResult = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), z.object({ result: z.array(item) }).transform((v) => v.result)]);

const issueItem = z.object({ path: z.string(), message: z.string() });

/** A list answer read row by row: the rows that passed, and how many did not with (up to ten of) their issues. */
export interface Rows<T> {
  rows: T[];
  skipped: number;
  issues: { path: string; message: string }[];
}

const MAX_ROW_ISSUES = 10;

/**
 * A list parsed row by row (issue 9): a row that fails its schema is dropped and counted, with its zod issues, so
 * one malformed row never costs the whole list. A list whose every row fails is refused whole (the answer is not
 * what the app reads, and cached data stays), as is anything that is not a list.
 *
 * Cached answers are stored parsed and parsed again when served, so the parsed form `{ rows, skipped, issues }` is
 * accepted as well and keeps its count.
 */
export const rowList = <T extends z.ZodType>(item: T) => {
  const parsed = z.object({
    rows: z.array(item),
    skipped: z.number().int().min(0),
    issues: z.array(issueItem),
  });
  const fresh = z.array(z.unknown()).transform((raw, ctx): Rows<z.output<T>> => {
    const rows: z.output<T>[] = [];
    const issues: Rows<unknown>['issues'] = [];
    let first: PlainIssue | undefined;
    for (const [index, row] of raw.entries()) {
      const one = item.safeParse(row);
      if (one.success) rows.push(one.data as z.output<T>);
      else
        for (const issue of plainIssues(one.error.issues, [index])) {
          first ??= issue;
          if (issues.length < MAX_ROW_ISSUES)
            issues.push({ path: issue.path.map(String).join('.'), message: issue.message });
        }
    }
    if (raw.length > 0 && rows.length === 0) {
      // Said to the user as it stands (shape-issues.ts): what was wrong, in words, with the first row's reason.
      const reason = first === undefined ? '' : ` (${pathInWords(first.path)}: ${first.message})`;
      ctx.addIssue({
        code: 'custom',
        message: `no row could be read: ${raw.length === 1 ? 'the only row' : `all ${raw.length} rows`} failed${reason}`,
      });
      return z.NEVER;
    }
    return { rows, skipped: raw.length - rows.length, issues };
  });
  return z.union([parsed, fresh]);
};

/** One endpoint call: the request and the schema its answer must pass, built together so they cannot drift. */
export interface ApiCall<T> {
  request: ApiRequest;
  schema: z.ZodType<T>;
}

export const apiCall = <T>(request: ApiRequest, schema: z.ZodType<T>): ApiCall<T> => ({ request, schema });

import '../../../shared/zod-setup';
import { z } from 'zod';
import type { ApiRequest } from '../request';
import { pathInWords, plainIssues, type PlainIssue } from '../shape-issues';

// Building blocks of the response schemas. Objects are z.object, which drops unknown keys: the service adds
// optional fields over time, and an added field must never turn a good answer into a validation error.
// Each answer's schema is built the first time a read needs it (z.lazy): a start from the cache builds those of
// the reads it makes, not the several hundred parts of every answer the app knows.

/** A finite number; JSON cannot carry NaN or Infinity, so anything else is a broken answer. */
export const num = z.number();
/** A field the service may leave out or send as null; both read as null. */
export const optNum = num.nullish().transform((v) => v ?? null);
export const optStr = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const idName = z.lazy(() => z.object({ id: z.string(), name: z.string() }));

/** service.md 2.3: all four numbers required; limit at most 100, totalPages at least 1. */
export const pagination = z.lazy(() =>
  z.object({
    page: z.number().int().min(1),
    limit: z.number().int().min(1).max(100),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(1),
  }),
);

/** Accepts `[...]` or `{ result: [...] }`: the reference does not fix the envelope of several lists. */
export const listOrResult = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), z.object({ result: z.array(item) }).transform((v) => v.result)]);

/**
 * Whether an answer says "nothing here". The service's own client names what a portfolio read answers when there is
 * nothing to read (an account with no API-connected portfolio, read without a selector): `[]`, `{}`,
 * `{ result: [] }`, `{ result: null }`, `{ data: [] }` (coinstats-mcp src/tools/toolFactory.ts, isEmptyPayload),
 * and a body of `null`.
 */
export function isEmptyAnswer(wire: unknown): boolean {
  if (wire === null || wire === undefined) return true;
  if (Array.isArray(wire)) return wire.length === 0;
  if (typeof wire !== 'object') return false;
  for (const key of ['result', 'data']) {
    if (key in wire) {
      const inner = (wire as Record<string, unknown>)[key];
      return inner === null || inner === undefined || (Array.isArray(inner) && inner.length === 0);
    }
  }
  return Object.keys(wire).length === 0;
}

/** `schema`, reading any empty answer (isEmptyAnswer) as `empty`: no rows is a list of none, not a bad answer. */
export const orEmpty = <T extends z.ZodType>(schema: T, empty: z.input<T>) =>
  z.preprocess((wire) => (isEmptyAnswer(wire) ? empty : wire), schema);

/**
 * A `{ meta, result }` answer that may come wrapped in a one-item list: one page of the documentation shows it so
 * (get-wallet-transactions; the OpenAPI text for /tickers/markets), another page and the DTO's name as the object.
 */
export const unwrapPage = (wire: unknown): unknown => {
  if (!Array.isArray(wire) || wire.length !== 1) return wire;
  const only: unknown = wire[0];
  return typeof only === 'object' && only !== null && 'result' in only ? only : wire;
};

const issueItem = z.lazy(() => z.object({ path: z.string(), message: z.string() }));

/** A list answer read row by row: the rows that passed, and how many did not with (up to ten of) their issues. */
export interface Rows<T> {
  rows: T[];
  skipped: number;
  issues: { path: string; message: string }[];
}

const MAX_ROW_ISSUES = 10;

/**
 * A list parsed row by row, so one malformed row is dropped and counted rather than costing the whole list; a list
 * whose every row fails is refused whole, so cached data stays. Accepts its own parsed form, as the cache stores it.
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

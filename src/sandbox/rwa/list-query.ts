// Query parsing shared by the RWA endpoints, written to the reference's bounds (service.md 4.1, 4.2, 8). Every
// parser returns a value or throws a 400 saying what to send instead; nothing is coerced silently, so a client
// that sends a bad value learns it from the sandbox rather than from the real service.
import { ApiError } from '../core/errors';
import { currencyRate } from '../data/currencies';

function fail(message: string): never {
  throw new ApiError(400, message);
}

/** The raw query: every value a parameter was given, in order. */
export type RawQuery = Record<string, string[]>;

/**
 * One value per parameter. A parameter given twice is refused rather than guessed at; so is one this endpoint
 * does not know, which catches a misspelt name (e.g. `sortDir` for `sortDirection`) that would otherwise be
 * silently ignored.
 */
export function checkParams(raw: RawQuery, allowed: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, values] of Object.entries(raw)) {
    if (!allowed.includes(name)) {
      fail(`Unknown query parameter '${name}'. Allowed: ${allowed.join(', ')}.`);
    }
    if (values.length !== 1) fail(`Query parameter '${name}' must be given once.`);
    out[name] = values[0] ?? '';
  }
  return out;
}

function parseWhole(name: string, text: string, min: number, max: number): number {
  const n = /^[0-9]+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    fail(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return n;
}

export function parseEnum<T extends string>(
  name: string,
  text: string | undefined,
  values: readonly T[],
  fallback: T,
): T {
  if (text === undefined) return fallback;
  return values.find((v) => v === text) ?? fail(`${name} must be one of: ${values.join(', ')}.`);
}

export interface Money {
  code: string;
  /** Units of `code` per 1 USD. */
  rate: number;
}

export function parseCurrency(text: string | undefined): Money {
  const code = text ?? 'USD';
  const rate = currencyRate(code);
  if (rate === undefined) {
    fail('currency must be an upper-case code from the currencies list, such as USD or EUR.');
  }
  return { code, rate };
}

/** Converts a USD amount; null (unavailable) stays null. */
export function convert(usd: number | null, money: Money): number | null {
  return usd === null ? null : toCurrency(usd, money);
}

export function toCurrency(usd: number, money: Money): number {
  return roundSignificant(usd * money.rate);
}

/** About ten significant digits (at least cents): enough for any price, without float noise like 0.30000000004. */
function roundSignificant(n: number): number {
  if (n === 0) return 0;
  const decimals = Math.min(12, Math.max(2, 10 - Math.ceil(Math.log10(Math.abs(n)))));
  return Math.round(n * 10 ** decimals) / 10 ** decimals;
}

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export function parsePaging(params: Record<string, string>): Paging {
  const page = parseWhole('page', params.page ?? '1', 1, Number.MAX_SAFE_INTEGER);
  const limit = parseWhole('limit', params.limit ?? '100', 1, 100);
  const offset = (page - 1) * limit;
  if (!Number.isSafeInteger(offset)) {
    fail('page is too large for this limit: (page - 1) * limit must be a safe integer.');
  }
  return { page, limit, offset };
}

/** True when any of the fields matches the search. */
export type Matcher = (...fields: string[]) => boolean;

/** A literal, case-insensitive substring (no pattern syntax: `.` and `*` match only themselves). */
export function parseSearch(text: string | undefined): Matcher {
  if (text === undefined || text === '') return () => true;
  if (text.length > 100) fail('search must be at most 100 characters.');
  const needle = text.toLowerCase();
  return (...fields) => fields.some((f) => f.toLowerCase().includes(needle));
}

/** A filter id; null when not given. Its values come from the response's `filters`. */
export function parseFilterId(name: string, text: string | undefined): string | null {
  if (text === undefined) return null;
  if (text.length === 0 || text.length > 300) fail(`${name} must be 1 to 300 characters.`);
  return text;
}

export type Direction = 'asc' | 'desc';

export function parseDirection(text: string | undefined): Direction {
  return parseEnum('sortDirection', text, ['asc', 'desc'] as const, 'desc');
}

/**
 * Sorts by one field; nulls go last in either direction (service.md 4.1). Ties keep a stable order by id so
 * that paging through a sorted list never repeats or skips a row.
 */
export function sortNullsLast<T extends { id: string }>(
  rows: readonly T[],
  key: (row: T) => number | string | null,
  direction: Direction,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) {
      if (ka === kb) return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      return ka === null ? 1 : -1;
    }
    const c =
      typeof ka === 'string' && typeof kb === 'string'
        ? ka.localeCompare(kb, 'en', { sensitivity: 'base' })
        : Number(ka) - Number(kb);
    if (c !== 0) return sign * c;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

export interface PageOf<T> {
  items: T[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export function paginate<T>(rows: readonly T[], paging: Paging): PageOf<T> {
  return {
    items: rows.slice(paging.offset, paging.offset + paging.limit),
    pagination: {
      page: paging.page,
      limit: paging.limit,
      total: rows.length,
      totalPages: Math.max(1, Math.ceil(rows.length / paging.limit)),
    },
  };
}

export interface ListQuery<S extends string> {
  params: Record<string, string>;
  money: Money;
  paging: Paging;
  matches: Matcher;
  sortBy: S;
  direction: Direction;
}

/** The parameters every RWA list shares (service.md 4.2), plus the endpoint's own sort fields and filters. */
export function parseListQuery<S extends string>(
  raw: RawQuery,
  extraParams: readonly string[],
  sortFields: readonly S[],
  defaultSort: S,
): ListQuery<S> {
  const params = checkParams(raw, [
    'currency',
    'page',
    'limit',
    'search',
    'sortBy',
    'sortDirection',
    ...extraParams,
  ]);
  return {
    params,
    money: parseCurrency(params.currency),
    paging: parsePaging(params),
    matches: parseSearch(params.search),
    sortBy: parseEnum('sortBy', params.sortBy, sortFields, defaultSort),
    direction: parseDirection(params.sortDirection),
  };
}

// Strict query-parameter readers: the sandbox exists to catch client mistakes, so a missing required parameter,
// a value outside its enum or bounds, or an empty string is a 400 with a message naming the parameter.
import { ApiError } from './errors';
import type { SandboxContext } from './env';

export function optionalQuery(c: SandboxContext, name: string, maxLength = 300): string | undefined {
  const value = c.req.query(name);
  if (value === undefined) return undefined;
  if (value.trim() === '')
    throw new ApiError(400, `Query parameter \`${name}\` must not be empty; omit it instead`);
  if (value.length > maxLength) {
    throw new ApiError(400, `Query parameter \`${name}\` must be at most ${maxLength} characters`);
  }
  return value;
}

export function requiredQuery(c: SandboxContext, name: string, maxLength = 300): string {
  const value = optionalQuery(c, name, maxLength);
  if (value === undefined) throw new ApiError(400, `Query parameter \`${name}\` is required`);
  return value;
}

export function enumQuery<T extends string>(
  c: SandboxContext,
  name: string,
  values: readonly T[],
  fallback?: T,
): T {
  const value = fallback === undefined ? requiredQuery(c, name) : optionalQuery(c, name);
  if (value === undefined && fallback !== undefined) return fallback;
  const match = values.find((candidate) => candidate === value);
  if (match === undefined) {
    throw new ApiError(400, `Query parameter \`${name}\` must be one of: ${values.join(', ')}`);
  }
  return match;
}

export interface IntBounds {
  min: number;
  max: number;
  fallback: number;
}

export function intQuery(c: SandboxContext, name: string, bounds: IntBounds): number {
  const value = optionalQuery(c, name);
  if (value === undefined) return bounds.fallback;
  if (!/^-?\d+$/.test(value)) throw new ApiError(400, `Query parameter \`${name}\` must be an integer`);
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < bounds.min || parsed > bounds.max) {
    throw new ApiError(400, `Query parameter \`${name}\` must be between ${bounds.min} and ${bounds.max}`);
  }
  return parsed;
}

/** `true`/`false` only; anything else is a mistake worth reporting. */
export function booleanQuery(c: SandboxContext, name: string, fallback: boolean): boolean {
  const value = optionalQuery(c, name);
  if (value === undefined) return fallback;
  if (value !== 'true' && value !== 'false') {
    throw new ApiError(400, `Query parameter \`${name}\` must be true or false`);
  }
  return value === 'true';
}

/** A comma-separated list (also pipe-separated where the reference allows it), without empty parts. */
export function listQuery(c: SandboxContext, name: string, separators = /,/): string[] | undefined {
  const value = optionalQuery(c, name, 5000);
  if (value === undefined) return undefined;
  const parts = value.split(separators).map((part) => part.trim());
  if (parts.some((part) => part === '')) {
    throw new ApiError(
      400,
      `Query parameter \`${name}\` has an empty item; separate values with a single comma`,
    );
  }
  return parts;
}

/** The raw JSON body, parsed once; undefined when there is none, ApiError 400 when it is not JSON. */
export async function jsonBody(c: SandboxContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON');
  }
}

/** One page of `rows` (1-based) with the meta the service's paged lists carry. */
export function paged<T>(rows: readonly T[], page: number, limit: number, itemCount = rows.length) {
  const pageCount = Math.max(1, Math.ceil(itemCount / limit));
  return {
    meta: { page, limit, itemCount, pageCount, hasPreviousPage: page > 1, hasNextPage: page < pageCount },
    result: rows,
  };
}

import { z } from 'zod';
import type { ApiRequest } from '../request';

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

/** One endpoint call: the request and the schema its answer must pass, built together so they cannot drift. */
export interface ApiCall<T> {
  request: ApiRequest;
  schema: z.ZodType<T>;
}

export const apiCall = <T>(request: ApiRequest, schema: z.ZodType<T>): ApiCall<T> => ({ request, schema });

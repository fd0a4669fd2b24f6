import { z } from 'zod';

// Field schemas shared by several channels. Every object schema is strict: an unknown key is an error.

export const empty = z.strictObject({});
export const currency = z.string().regex(/^[A-Z]{3,5}$/, 'an upper-case currency code such as USD');
/**
 * An id, which may become part of a request path. A lone UTF-16 surrogate (half of a character) cannot be
 * percent-encoded, so it is refused here rather than failing deep inside as an internal error.
 */
export const id = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => !/\p{Cs}/u.test(value), 'text with a broken character (a lone UTF-16 surrogate)');
export const page = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const limit = z.number().int().min(1).max(100);
export const search = z.string().max(100);
export const filterId = z.string().min(1).max(300);
export const sortDirection = z.enum(['asc', 'desc']);
/** A one-time token from credits:confirm, for calls above the confirmation threshold. */
export const confirmToken = z.string().min(1).max(200).optional();
/**
 * Ask the service even when a fresh cached answer exists (the user pressed Refresh). Not part of a call's
 * identity: the cache key and a confirmation ignore it.
 */
export const refresh = z.boolean().optional();
/** The input of a read that takes nothing but `refresh` (and the confirmation any read may need). */
export const refreshOnly = z.strictObject({ refresh, confirmToken });

/** An EVM address as the gateway names it (0x and 40 hex digits, any case). */
export const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address: 0x and 40 hex digits');

import type { z } from 'zod';

// A schema's stamp: a digest of what decides what it accepts and makes of its input (its parts' kinds, shapes,
// checks, limits, and the source of its transforms). The cache seals each answer with the stamp of the schema that
// checked it; helper code a transform calls is not in that source, which is why the seal also names the build.

/**
 * A stamp is a pure function of a schema, and schemas never change once built: each is made once for the process,
 * as the schema itself is. Every cached read needs one (up to 0.2 ms each), and a new data session (a mode switch,
 * a reopened folder) would otherwise make them all again.
 */
const made = new WeakMap<z.ZodType, string>();

export function schemaStamp(schema: z.ZodType): string {
  let stamp = made.get(schema);
  if (stamp === undefined) {
    stamp = fingerprint(describe(schema));
    made.set(schema, stamp);
  }
  return stamp;
}

/**
 * 64 bits of the text, as two 32-bit FNV-1a lanes with different primes: a stamp tells this build's schemas apart
 * (a few dozen), which needs no cryptographic digest, and a start from the cache then loads no node:crypto.
 */
function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
    b ^= b >>> 15;
  }
  const part = (n: number) => (n >>> 0).toString(36).padStart(7, '0');
  return part(a) + part(b);
}

/** zod keeps each schema's (and each check's) definition in `_zod.def`; parts are schemas again. */
const isZod = (value: object): value is { _zod: { def: Record<string, unknown> } } =>
  '_zod' in value && typeof (value as { _zod?: { def?: unknown } })._zod?.def === 'object';

/**
 * A canonical text of a schema's definition tree; a part met again (a lazy loop) is named by its number. Texts go
 * in with their length before them, which keeps the text unambiguous without escaping each one.
 */
function describe(root: z.ZodType): string {
  const seen = new Map<object, number>();
  let out = '';
  const text = (kind: string, value: string) => (out += `${kind}${value.length}:${value}`);
  const walk = (value: unknown): void => {
    if (typeof value === 'function') return void text('f', String(value));
    if (typeof value === 'string') return void text('s', value);
    if (typeof value === 'bigint') return void (out += ` ${value}n`);
    if (value === null || typeof value !== 'object') return void (out += ` ${String(value)}`);
    const at = seen.get(value);
    if (at !== undefined) return void (out += `#${at}`);
    seen.set(value, seen.size);
    if (value instanceof RegExp) return void text('r', String(value));
    if (Array.isArray(value)) {
      out += '[';
      for (const item of value as unknown[]) walk(item);
      return void (out += ']');
    }
    if (isZod(value)) {
      const def = value._zod.def;
      out += 'z';
      walk(def);
      // A lazy part's target is behind its getter: described too, so a change there changes the stamp. zod keeps
      // the target it made (innerType); calling the getter again would build the whole part a second time.
      if (def.type === 'lazy') walk((value._zod as { innerType?: unknown }).innerType);
      return;
    }
    out += '{';
    for (const key of Object.keys(value)) {
      // A lazy part keeps what it built on its definition: the stamp must not depend on whether it was built yet.
      if (key === '_cachedInner') continue;
      text('k', key);
      walk((value as Record<string, unknown>)[key]);
    }
    out += '}';
  };
  walk(root);
  return out;
}

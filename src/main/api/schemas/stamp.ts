import type { z } from 'zod';
import * as common from './common';
import * as defi from './defi';
import * as holdingRisk from './holding-risk';
import * as manage from './manage';
import * as marketContext from './market-context';
import * as market from './market';
import * as news from './news';
import * as portfolio from './portfolio';
import * as rwa from './rwa';
import * as snapshot from './snapshot';
import * as wallet from './wallet';

// A schema's stamp names what decides what it accepts and makes of its input. The cache seals each answer with the
// stamp of the schema that checked it. A bundled build names its sources' digest, so an answer schema this folder
// exports is stamped by that digest and its name, without building it. Any other schema, or any schema in a run
// with no digest (tests, tsx), is stamped by a digest of its definition: its parts' kinds, shapes, checks, limits
// and the source of its transforms. Helper code a transform calls is not in that source: the seal names the build.

declare const __FOLIO_SOURCE_DIGEST__: string | undefined;

/** Defined by the main build (build-digest.ts); absent where the sources run unbundled. */
const buildDigest = typeof __FOLIO_SOURCE_DIGEST__ === 'string' ? __FOLIO_SOURCE_DIGEST__ : null;

type Modules = Record<string, Record<string, unknown>>;

/** Stamps under `digest`, naming the schemas `modules` export (the first name of a schema exported twice). */
export function createStamps(digest: string | null, modules: Modules): (schema: z.ZodType) => string {
  // A stamp is a pure function of a schema, and schemas never change once built: each is made once.
  const made = new WeakMap<z.ZodType, string>();
  let named: Map<object, string> | null = null;
  const nameOf = (schema: z.ZodType) => {
    if (digest === null) return undefined;
    named ??= namesIn(modules);
    return named.get(schema);
  };
  return (schema) => {
    let stamp = made.get(schema);
    if (stamp === undefined) {
      const name = nameOf(schema);
      stamp = name === undefined ? fingerprint(describe(schema)) : `${digest}:${name}`;
      made.set(schema, stamp);
    }
    return stamp;
  };
}

function namesIn(modules: Modules): Map<object, string> {
  const names = new Map<object, string>();
  for (const [module, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (value !== null && typeof value === 'object' && isZod(value) && !names.has(value)) {
        names.set(value, `${module}.${name}`);
      }
    }
  }
  return names;
}

export const schemaStamp = createStamps(buildDigest, {
  common,
  defi,
  holdingRisk,
  manage,
  marketContext,
  market,
  news,
  portfolio,
  rwa,
  snapshot,
  wallet,
});

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

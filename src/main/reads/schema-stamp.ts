import { hash } from 'node:crypto';
import type { z } from 'zod';

// A schema's stamp: a digest of everything that decides what it accepts and what it makes of it (the kinds of
// its parts, their shapes, checks and limits, and the source of its transforms, refinements and fallbacks). The
// cache seals each answer with the stamp of the schema that checked it (answers-repo.ts), so a cached answer is
// checked again only when the schema serving it is not that one. A changed schema has another stamp; helper code
// a transform calls is not in its source, which is why the seal also names the build.

const stamps = new WeakMap<object, string>();

export function schemaStamp(schema: z.ZodType): string {
  let stamp = stamps.get(schema);
  if (stamp === undefined) {
    stamp = hash('sha256', describe(schema), 'base64url').slice(0, 22);
    stamps.set(schema, stamp);
  }
  return stamp;
}

/** zod keeps each schema's (and each check's) definition in `_zod.def`; parts are schemas again. */
interface ZodInternals {
  _zod: { def: Record<string, unknown> };
}

const isZod = (value: object): value is ZodInternals =>
  '_zod' in value && typeof (value as ZodInternals)._zod?.def === 'object';

/** A canonical text of a schema's definition tree; a part met again (a lazy loop) is named by its number. */
function describe(root: z.ZodType): string {
  const seen = new Map<object, number>();
  const out: string[] = [];
  const walk = (value: unknown): void => {
    switch (typeof value) {
      case 'function':
        out.push(`f${JSON.stringify(String(value))}`);
        return;
      case 'string':
        out.push(JSON.stringify(value));
        return;
      case 'number':
      case 'boolean':
      case 'undefined':
        out.push(String(value));
        return;
      case 'bigint':
        out.push(`${value}n`);
        return;
      case 'symbol':
        out.push(String(value));
        return;
    }
    if (value === null) return void out.push('null');
    const object = value as object;
    const at = seen.get(object);
    if (at !== undefined) return void out.push(`#${at}`);
    seen.set(object, seen.size);
    if (object instanceof RegExp) return void out.push(String(object));
    if (Array.isArray(object)) {
      out.push('[');
      for (const item of object) walk(item);
      return void out.push(']');
    }
    if (isZod(object)) {
      const def = object._zod.def;
      out.push('z');
      walk(def);
      // A lazy part's target is behind its getter: described too, so a change there changes the stamp.
      if (def.type === 'lazy' && typeof def.getter === 'function') walk((def.getter as () => unknown)());
      return;
    }
    out.push('{');
    for (const key of Object.keys(object)) {
      out.push(JSON.stringify(key));
      walk((object as Record<string, unknown>)[key]);
    }
    out.push('}');
  };
  walk(root);
  return out.join(' ');
}

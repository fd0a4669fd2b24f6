// A tiny seeded PRNG so every figure the sandbox invents is a pure function of (seed, labels): the same seed gives
// the same data across runs and resets, another seed gives other data. No Math.random anywhere in seeded data.

/** FNV-1a over the UTF-16 code units; enough spread for labels such as "bitcoin" or an address. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A sub-seed for one purpose, so adding a new consumer never shifts the numbers of another. */
export function deriveSeed(seed: number, ...labels: readonly (string | number)[]): number {
  return hashString(`${seed}|${labels.join('|')}`);
}

/** One deterministic number in [0, 1) for (seed, labels), for values looked up rather than streamed. */
export function noise(seed: number, ...labels: readonly (string | number)[]): number {
  return createRng(deriveSeed(seed, ...labels)).next();
}

/** The murmur3 finaliser: a 32-bit value mixed so that every input bit moves every output bit, to [0, 1). */
export function finalMixToUnit(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x1_0000_0000;
}

/** A fast integer mix to [0, 1), for hot paths that look up many values by number. */
export function mixToUnit(seed: number, value: number): number {
  return finalMixToUnit(seed ^ Math.imul(value | 0, 0x9e3779b1));
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  float(min: number, max: number): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A new array in a seeded order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: small, fast, and good enough for believable fake data (not for anything secret). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    float: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick() needs a non-empty list');
      return item;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        const held = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = held;
      }
      return copy;
    },
  };
}

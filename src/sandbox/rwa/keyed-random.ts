// Shapes over the sandbox's keyed noise: numbers addressed by (seed, labels) rather than drawn in sequence, so a
// lazily computed history point is the same whichever request asks for it first.
import { createRng, finalMixToUnit, hashString, noise } from '../core/prng';

/** A number in [min, max) fixed by the key. */
export function keyedBetween(min: number, max: number, seed: number, ...key: (string | number)[]): number {
  return min + (max - min) * noise(seed, ...key);
}

/** A roughly normal number (mean 0, sd 1) fixed by the key: the sum of four uniforms, rescaled. */
export function keyedNormal(seed: number, ...key: (string | number)[]): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += noise(seed, ...key, i);
  return (sum - 2) * Math.sqrt(3);
}

/**
 * A fast keyed number in [0, 1) for hot loops (thousands of points per request): name the stream once with
 * deriveSeed(seed, labels...), then address it by a whole number below 2^31 (a minute or slot count) and a salt.
 * Same arguments, same number; no strings are built per call.
 */
export function streamUnit(stream: number, index: number, salt = 0): number {
  return finalMixToUnit(stream ^ Math.imul(index, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca77));
}

/** A roughly normal number (mean 0, sd 1) from a stream: two uniforms, rescaled (a triangular shape). */
export function streamNormal(stream: number, index: number): number {
  return (streamUnit(stream, index, 1) + streamUnit(stream, index, 2) - 1) * Math.sqrt(6);
}

/** Hex digits fixed by the key alone (not the seed): contract addresses stay the same across seeds. */
export function keyedHex(length: number, ...key: (string | number)[]): string {
  const rng = createRng(hashString(key.join('|')));
  let out = '';
  while (out.length < length) {
    out += Math.floor(rng.next() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  }
  return out.slice(0, length);
}

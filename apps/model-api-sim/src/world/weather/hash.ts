// Integer hashing for values drawn per station and per hour: a value depends only on its inputs,
// so an hour of a station is the same whichever call asks for it, in whatever order.

/** Murmur3's finaliser: spreads the bits of a 32-bit integer. */
function fmix(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of a list of integers. */
export function hashInts(...values: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) h = fmix(h ^ fmix(value | 0)) + 0x6d2b79f5;
  return fmix(h);
}

/** hashInts of three integers, without the list (hash4). */
export function hash3(a: number, b: number, c: number): number {
  let h = 0x9e3779b9;
  h = fmix(h ^ fmix(a | 0)) + 0x6d2b79f5;
  h = fmix(h ^ fmix(b | 0)) + 0x6d2b79f5;
  h = fmix(h ^ fmix(c | 0)) + 0x6d2b79f5;
  return fmix(h);
}

/**
 * hashInts of four integers, without the list: the hourly weather draws four-integer hashes some
 * 50 million times for a world of 20,000 plots, and the list's allocation was a tenth of it.
 */
export function hash4(a: number, b: number, c: number, d: number): number {
  let h = 0x9e3779b9;
  h = fmix(h ^ fmix(a | 0)) + 0x6d2b79f5;
  h = fmix(h ^ fmix(b | 0)) + 0x6d2b79f5;
  h = fmix(h ^ fmix(c | 0)) + 0x6d2b79f5;
  h = fmix(h ^ fmix(d | 0)) + 0x6d2b79f5;
  return fmix(h);
}

/** Uniform in [0, 1) from a list of integers. */
export function unit(...values: readonly number[]): number {
  return hashInts(...values) / 4294967296;
}

/** unit of three integers (hash3). */
export function unit3(a: number, b: number, c: number): number {
  return hash3(a, b, c) / 4294967296;
}

/** unit of four integers (hash4). */
export function unit4(a: number, b: number, c: number, d: number): number {
  return hash4(a, b, c, d) / 4294967296;
}

/** A string seed as an integer, for hashInts. */
export function seedInt(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return fmix(h);
}

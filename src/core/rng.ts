import { uniformBigInt } from "pure-rand/distribution/uniformBigInt";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { JumpableRandomGenerator } from "pure-rand/types/JumpableRandomGenerator";
import { sha256Words } from "./sha256.ts";

/**
 * A seeded random source. Every generator in rlve receives one; nothing reads global random state.
 * The stream is xoroshiro128+ (pure-rand), seeded from a SHA-256 of the given parts, so the same parts
 * give the same stream on any machine.
 */
export class Rng {
  private constructor(private readonly gen: JumpableRandomGenerator) {}

  /** A stream determined by the parts (for example env id, version, level and seed). */
  static from(...parts: Array<string | number | bigint>): Rng {
    const state = sha256Words(parts.map(String).join("\u0000"));
    if (!state.some((w) => w !== 0)) state[0] = 1;
    return new Rng(xoroshiro128plusFromState(state));
  }

  /** An independent stream derived from this one and a label; does not advance this stream. */
  fork(label: string | number): Rng {
    const s = this.gen.getState();
    return Rng.from("fork", s.join(","), label);
  }

  /** Uniform integer in [lo, hi] (both inclusive). */
  int(lo: number, hi: number): number {
    if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi)) {
      throw new RangeError(`Rng.int needs safe integers, got [${lo}, ${hi}]`);
    }
    if (hi < lo) throw new RangeError(`Rng.int: empty range [${lo}, ${hi}]`);
    const span = hi - lo;
    if (span > 4294967295) return uniformInt(this.gen, lo, hi);
    // pure-rand's uniformInt for spans below 2^32, written inline (same draws, about half the cost): a
    // 32-bit draw, rejected above the largest multiple of the range size.
    const size = span + 1;
    const limit = size > 2 ? Math.floor(4294967296 / size) * size : 4294967296;
    let v = this.gen.next() + 2147483648;
    while (v >= limit) v = this.gen.next() + 2147483648;
    return (v % size) + lo;
  }

  /** Uniform bigint in [lo, hi]. */
  bigint(lo: bigint, hi: bigint): bigint {
    if (hi < lo) throw new RangeError(`Rng.bigint: empty range [${lo}, ${hi}]`);
    return uniformBigInt(this.gen, lo, hi);
  }

  /** Uniform float in [0, 1) with 53 random bits. */
  float(): number {
    const hi = this.gen.next() >>> 5; // 27 bits
    const lo = this.gen.next() >>> 6; // 26 bits
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  bool(p = 0.5): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Rng.pick from an empty list");
    return items[this.int(0, items.length - 1)] as T;
  }

  /** Fisher-Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  /** k distinct items, in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    if (k > items.length) throw new RangeError(`Rng.sample: k=${k} > ${items.length}`);
    const copy = items.slice();
    for (let i = 0; i < k; i++) {
      const j = this.int(i, copy.length - 1);
      const t = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = t;
    }
    return copy.slice(0, k);
  }

  /** k distinct integers from [lo, hi], in random order; fast even when the range is huge. */
  distinctInts(lo: number, hi: number, k: number): number[] {
    const span = hi - lo + 1;
    if (k > span) throw new RangeError(`Rng.distinctInts: ${k} values from a range of ${span}`);
    if (span <= 4 * k) return this.sample(range(lo, hi + 1), k);
    const out: number[] = [];
    if (k <= 16) {
      // Few values: a scan of the list is cheaper than a set (same draws, same result).
      while (out.length < k) {
        const v = this.int(lo, hi);
        if (!out.includes(v)) out.push(v);
      }
      return out;
    }
    const seen = new Set<number>();
    while (out.length < k) {
      const v = this.int(lo, hi);
      if (!seen.has(v)) {
        seen.add(v);
        out.push(v);
      }
    }
    return out;
  }

  /** A random permutation of 0..n-1. */
  permutation(n: number): number[] {
    return this.shuffle(range(0, n));
  }
}

/** [lo, hi) as an array; range(n) is [0, n). */
export function range(lo: number, hi?: number): number[] {
  if (hi === undefined) [lo, hi] = [0, lo];
  const out: number[] = [];
  for (let i = lo; i < hi; i++) out.push(i);
  return out;
}

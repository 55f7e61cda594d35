// Counting arrays and matrices under maximum constraints, and subsets avoiding x-2x and x-3x pairs.
import { mulMod31, powMod31 } from "./number-theory-counting.ts";

export interface RectMax {
  r1: number;
  c1: number;
  r2: number;
  c2: number;
  v: number;
}

const subM = (a: number, b: number, p: number): number => (a >= b ? a - b : a - b + p);

function cuts(size: number, bounds: number[]): number[] {
  return [...new Set([1, size + 1, ...bounds])].sort((a, b) => a - b);
}

/**
 * h x w matrices over [1, m] in which every rectangle (rows r1..r2, columns c1..c2, 1-based) has maximum
 * exactly v, modulo p. Cells are compressed; each cell's cap is the least v covering it; per value v,
 * inclusion-exclusion over that value's rectangles (which of them miss the value v).
 */
export function matrixMaxCount(h: number, w: number, m: number, rects: RectMax[], p: number): number {
  const rs = cuts(
    h,
    rects.flatMap((r) => [r.r1, r.r2 + 1]),
  );
  const cs = cuts(
    w,
    rects.flatMap((r) => [r.c1, r.c2 + 1]),
  );
  const groups = new Map<number, number[]>();
  rects.forEach((r, i) => {
    const g = groups.get(r.v) ?? [];
    g.push(i);
    groups.set(r.v, g);
  });
  const areaByMask = new Map<number, Map<number, number>>();
  let free = 0;
  for (let a = 0; a + 1 < rs.length; a++) {
    for (let b = 0; b + 1 < cs.length; b++) {
      const area = (rs[a + 1]! - rs[a]!) * (cs[b + 1]! - cs[b]!);
      const covering = rects.filter(
        (r) => r.r1 <= rs[a]! && rs[a]! <= r.r2 && r.c1 <= cs[b]! && cs[b]! <= r.c2,
      );
      if (covering.length === 0) {
        free += area;
        continue;
      }
      const cap = Math.min(...covering.map((r) => r.v));
      const members = groups.get(cap)!;
      let mask = 0;
      members.forEach((ri, bit) => {
        if (covering.includes(rects[ri]!)) mask |= 1 << bit;
      });
      const byMask = areaByMask.get(cap) ?? new Map<number, number>();
      byMask.set(mask, (byMask.get(mask) ?? 0) + area);
      areaByMask.set(cap, byMask);
    }
  }
  let total = powMod31(m % p, free, p);
  for (const [v, members] of groups) {
    if (members.length > 20) throw new RangeError("matrixMaxCount: too many rectangles share one value");
    const entries = [...(areaByMask.get(v) ?? new Map<number, number>())];
    const all = entries.reduce((s, [, a]) => s + a, 0);
    let sum = 0;
    for (let s = 0; s < 1 << members.length; s++) {
      let hit = 0;
      for (const [mask, area] of entries) if ((mask & s) !== 0) hit += area;
      const term = mulMod31(powMod31((v - 1) % p, hit, p), powMod31(v % p, all - hit, p), p);
      sum = popcount(s) % 2 === 0 ? (sum + term) % p : subM(sum, term, p);
    }
    total = mulMod31(total, sum, p);
  }
  return total;
}

function popcount(x: number): number {
  let c = 0;
  for (let y = x; y !== 0; y &= y - 1) c++;
  return c;
}

export interface RangeMax {
  l: number;
  r: number;
  v: number;
}

/**
 * Arrays of length n over [1, a] in which every range [l, r] (1-based) has maximum exactly v, modulo p.
 * Positions are cut into segments with one cap each; per value v, a DP over that value's segments keeps the
 * last segment holding a v and drops states that leave a constraint of value v without one.
 */
export function arrayMaxCount(n: number, a: number, cons: RangeMax[], p: number): number {
  const bounds = cuts(
    n,
    cons.flatMap((c) => [c.l, c.r + 1]),
  );
  const segs = bounds.slice(0, -1).map((start, i) => {
    const end = bounds[i + 1]! - 1;
    const over = cons.filter((c) => c.l <= start && end <= c.r);
    return { start, end, cap: over.length === 0 ? 0 : Math.min(...over.map((c) => c.v)) };
  });
  let total = 1;
  for (const s of segs) if (s.cap === 0) total = mulMod31(total, powMod31(a % p, s.end - s.start + 1, p), p);
  for (const v of new Set(cons.map((c) => c.v))) {
    // f: map from the start of the last segment holding a v (0 = none yet) to the number of ways.
    let f = new Map<number, number>([[0, 1]]);
    for (const s of segs) {
      if (s.cap === v) {
        const len = s.end - s.start + 1;
        const below = powMod31((v - 1) % p, len, p);
        const withV = subM(powMod31(v % p, len, p), below, p);
        const next = new Map<number, number>();
        let sum = 0;
        for (const [k, x] of f) {
          next.set(k, mulMod31(x, below, p));
          sum = (sum + x) % p;
        }
        next.set(s.start, mulMod31(sum, withV, p));
        f = next;
      }
      for (const c of cons) {
        if (c.v !== v || c.r !== s.end) continue;
        for (const k of [...f.keys()]) if (k < c.l) f.delete(k);
      }
    }
    let sum = 0;
    for (const x of f.values()) sum = (sum + x) % p;
    total = mulMod31(total, sum, p);
  }
  return total;
}

/**
 * Subsets of {1..n} containing no pair (x, 2x) and no pair (x, 3x), exactly. Each x coprime to 6 spans a
 * staircase grid x*2^i*3^j <= n where the rule forbids neighbours; grids of equal shape are counted once.
 */
export function noDoubleTripleCount(n: number): bigint {
  const byShape = new Map<number, number>();
  for (let x = 1; x <= n; x++) {
    if (x % 2 === 0 || x % 3 === 0) continue;
    const q = Math.floor(n / x);
    byShape.set(q, (byShape.get(q) ?? 0) + 1);
  }
  const perShape = new Map<string, bigint>();
  let total = 1n;
  for (const [q, times] of byShape) {
    const widths: number[] = [];
    for (let r = 1; r <= q; r *= 2) {
      let w = 0;
      for (let c = r; c <= q; c *= 3) w++;
      widths.push(w);
    }
    const key = widths.join(",");
    let count = perShape.get(key);
    if (count === undefined) {
      count = staircaseIndependentSets(widths);
      perShape.set(key, count);
    }
    total *= count ** BigInt(times);
  }
  return total;
}

/** Independent sets of a staircase grid (row i has widths[i] cells, widths non-increasing). */
function staircaseIndependentSets(widths: number[]): bigint {
  const masks = (w: number) => {
    const out: number[] = [];
    for (let m = 0; m < 1 << w; m++) if ((m & (m >> 1)) === 0) out.push(m);
    return out;
  };
  let prev = new Map<number, bigint>([[0, 1n]]);
  for (const w of widths) {
    const next = new Map<number, bigint>();
    const full = (1 << w) - 1;
    for (const m of masks(w)) {
      let s = 0n;
      for (const [pm, c] of prev) if ((pm & full & m) === 0) s += c;
      next.set(m, s);
    }
    prev = next;
  }
  let total = 0n;
  for (const c of prev.values()) total += c;
  return total;
}

/**
 * Ways to place k mutually non-attacking kings on an n x n board: a row-by-row DP over the occupied
 * columns of the last row, with the number of kings so far (only counts up to k are kept).
 */
export function kingPlacements(n: number, k: number): bigint {
  return kingPlacementCounts(n, k)[k]!;
}

/** kingPlacements(n, k) for every k from 0 to maxK, from one DP. */
export function kingPlacementCounts(n: number, maxK: number): bigint[] {
  const k = maxK;
  const masks: number[] = [];
  const pop: number[] = [];
  for (let m = 0; m < 1 << n; m++) {
    if ((m & (m >> 1)) !== 0) continue;
    masks.push(m);
    pop.push(popcount(m));
  }
  const next: number[][] = masks.map((a) =>
    masks.map((b, j) => ((a & (b | (b << 1) | (b >> 1))) === 0 ? j : -1)).filter((j) => j >= 0),
  );
  let dp: bigint[][] = masks.map((_, i) => {
    const row = new Array<bigint>(k + 1).fill(0n);
    if (pop[i]! <= k) row[pop[i]!] = 1n;
    return row;
  });
  for (let r = 1; r < n; r++) {
    const nd: bigint[][] = masks.map(() => new Array<bigint>(k + 1).fill(0n));
    dp.forEach((row, i) => {
      for (const j of next[i]!) {
        const add = pop[j]!;
        const target = nd[j]!;
        for (let c = 0; c + add <= k; c++) if (row[c] !== 0n) target[c + add]! += row[c]!;
      }
    });
    dp = nd;
  }
  const totals = new Array<bigint>(k + 1).fill(0n);
  for (const row of dp) for (let c = 0; c <= k; c++) totals[c]! += row[c]!;
  return totals;
}

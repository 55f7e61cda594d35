// Counting algorithms for the combinatorial counting environments (each cross-checked by enumeration in
// test/lib/counting-dp.test.ts).
import { chooseBig } from "./modcomb.ts";
import { mulMod } from "./numtheory.ts";

/** Simple cycles of K_n without the edge (1, n), modulo mod. */
export function almostCompleteCycles(n: number, mod: number): number {
  if (n < 3) return 0;
  const m2 = 2 * mod;
  // S(m) = sum_j P(m, j): ordered selections from m items, of every length.
  const s: number[] = [1];
  for (let m = 1; m <= n; m++) s.push((1 + mulMod(m, s[m - 1]!, m2)) % m2);
  let total = 0;
  for (let m = 2; m < n; m++) {
    const twice = (((s[m]! - 1 - m) % m2) + m2) % m2;
    total = (total + twice / 2) % mod;
  }
  const withEdge = (((s[n - 2]! - 1) % mod) + mod) % mod;
  return (total - withEdge + mod) % mod;
}

/** Arrays B over [0, 2^m) with A[i]&B[i] non-decreasing and A[i]|B[i] non-increasing. */
export function andOrSequenceCount(a: readonly number[], m: number): bigint {
  // Two exact methods; the value DP costs n 2^m steps, the bit-split DP about m n^3 / 6.
  const n = a.length;
  if (n * 2 ** m > (m * n * n * n) / 6) return andOrByBitSplits(a, m);
  return andOrByValues(a, m);
}

/**
 * The same count by splitting on the bits from the lowest up (a sequence ordered by value is ordered by
 * its top bit first, then within each part by the lower bits): O(m n^3) BigInt additions.
 */
export function andOrByBitSplits(a: readonly number[], m: number): bigint {
  const n = a.length;
  // Sequences on [l, r] split at x: the prefix [l, x] takes bit b freely, the suffix [x + 1, r] takes
  // the other value of bit b, which `suffixAllowed` must allow at every position of it.
  const count = (suffixAllowed: (i: number, bit: number) => boolean): bigint => {
    let f = new Array<bigint>(n * n).fill(1n);
    for (let bit = 0; bit < m; bit++) {
      const next = new Array<bigint>(n * n).fill(0n);
      for (let l = 0; l < n; l++) {
        for (let r = l; r < n; r++) {
          let sum = 0n;
          for (let x = r; x >= l - 1; x--) {
            const left = x >= l ? f[l * n + x]! : 1n;
            const right = x + 1 <= r ? f[(x + 1) * n + r]! : 1n;
            sum += left * right;
            if (x >= l && !suffixAllowed(x, bit)) break;
          }
          next[l * n + r] = sum;
        }
      }
      f = next;
    }
    return f[n - 1]!;
  };
  // AND: C[i] = A[i] & B[i] is a non-decreasing chain of submasks of A[i]: bit b is 0 then 1, the 1s
  // only where A[i] has bit b. OR: D[i] = A[i] | B[i] is a non-increasing chain of supersets: bit b is
  // 1 then 0, the 0s only where A[i] lacks bit b.
  const sub = count((i, bit) => ((a[i]! >> bit) & 1) === 1);
  const sup = count((i, bit) => ((a[i]! >> bit) & 1) === 0);
  return sub * sup;
}

export function andOrByValues(a: readonly number[], m: number): bigint {
  const size = 1 << m;
  const full = size - 1;
  const chains = (allowed: (i: number, v: number) => boolean, increasing: boolean): bigint => {
    let dp = new Array<bigint>(size).fill(0n);
    for (let v = 0; v < size; v++) if (allowed(0, v)) dp[v] = 1n;
    for (let i = 1; i < a.length; i++) {
      const next = new Array<bigint>(size).fill(0n);
      let acc = 0n;
      for (let k = 0; k < size; k++) {
        const v = increasing ? k : full - k;
        acc += dp[v]!;
        if (allowed(i, v)) next[v] = acc;
      }
      dp = next;
    }
    return dp.reduce((x, y) => x + y, 0n);
  };
  const sub = chains((i, v) => (v & ~a[i]!) === 0, true);
  const sup = chains((i, v) => (v & a[i]!) === a[i], false);
  return sub * sup;
}

function popcount(x: number): number {
  let c = 0;
  while (x > 0) {
    c += x & 1;
    x >>>= 1;
  }
  return c;
}

/** Pascal's triangle modulo mod up to n. */
export function pascalMod(n: number, mod: number): number[][] {
  const c: number[][] = [];
  for (let i = 0; i <= n; i++) {
    const row = new Array<number>(i + 1).fill(1 % mod);
    for (let j = 1; j < i; j++) row[j] = (c[i - 1]![j - 1]! + c[i - 1]![j]!) % mod;
    c.push(row);
  }
  return c;
}

/**
 * Paths from (0,0,0) to target where a step replaces one coordinate by a strict bitwise superset of it,
 * never visiting a forbidden point, modulo mod.
 */
export function supersetPathCount(
  target: readonly number[],
  forbidden: readonly number[][],
  mod: number,
): number {
  const maxBits = Math.max(...target.map(popcount));
  const steps = 3 * maxBits;
  const c = pascalMod(steps, mod);
  // surj[d][k]: ordered partitions of d bits into k non-empty blocks.
  const surj: number[][] = [];
  for (let d = 0; d <= maxBits; d++) {
    surj.push(new Array<number>(maxBits + 1).fill(0));
    for (let k = 0; k <= d; k++) {
      if (d === 0) surj[d]![k] = k === 0 ? 1 % mod : 0;
      else if (k > 0) surj[d]![k] = mulMod(k, (surj[d - 1]![k - 1]! + surj[d - 1]![k]!) % mod, mod);
    }
  }
  // The count depends only on the three popcount differences: memoised per difference triple.
  const side = maxBits + 1;
  const memo = new Map<number, number>();
  const ways = (p: readonly number[], q: readonly number[]): number => {
    if ((p[0]! & ~q[0]!) | (p[1]! & ~q[1]!) | (p[2]! & ~q[2]!)) return 0;
    const d0 = popcount(q[0]!) - popcount(p[0]!);
    const d1 = popcount(q[1]!) - popcount(p[1]!);
    const d2 = popcount(q[2]!) - popcount(p[2]!);
    const key = (d0 * side + d1) * side + d2;
    let total = memo.get(key);
    if (total === undefined) {
      total = waysFor([d0, d1, d2]);
      memo.set(key, total);
    }
    return total;
  };
  const waysFor = (d: readonly number[]): number => {
    let total = 0;
    for (let k1 = 0; k1 <= d[0]!; k1++) {
      const a = surj[d[0]!]![k1]!;
      if (a === 0) continue;
      for (let k2 = 0; k2 <= d[1]!; k2++) {
        const b = surj[d[1]!]![k2]!;
        if (b === 0) continue;
        for (let k3 = 0; k3 <= d[2]!; k3++) {
          const e = surj[d[2]!]![k3]!;
          if (e === 0) continue;
          const multi = mulMod(c[k1 + k2]![k1]!, c[k1 + k2 + k3]![k3]!, mod);
          total = (total + mulMod(mulMod(a, b, mod), mulMod(e, multi, mod), mod)) % mod;
        }
      }
    }
    return total;
  };
  const origin = [0, 0, 0];
  const pts = forbidden
    .filter((p) => p.every((v, i) => (v & ~target[i]!) === 0))
    .slice()
    .sort((p, q) => p[0]! + p[1]! + p[2]! - (q[0]! + q[1]! + q[2]!));
  if (pts.some((p) => p.every((v) => v === 0))) return 0;
  const f: number[] = [];
  for (let i = 0; i < pts.length; i++) {
    let v = ways(origin, pts[i]!);
    for (let j = 0; j < i; j++) v = (v - mulMod(f[j]!, ways(pts[j]!, pts[i]!), mod) + mod) % mod;
    f.push(v);
  }
  let answer = ways(origin, target);
  for (let j = 0; j < pts.length; j++)
    answer = (answer - mulMod(f[j]!, ways(pts[j]!, target), mod) + mod) % mod;
  return answer;
}

function highestBit(x: bigint): number {
  return x === 0n ? -1 : x.toString(2).length - 1;
}

/** Binary strings over the chain (-1 free, 0/1 fixed) with no two adjacent ones. */
function chainCount(cells: readonly number[]): bigint {
  let end0 = 1n;
  let end1 = 0n;
  for (const c of cells) {
    const n0 = c === 1 ? 0n : end0 + end1;
    const n1 = c === 0 ? 0n : end0;
    end0 = n0;
    end1 = n1;
  }
  return end0 + end1;
}

/**
 * Below this T the paths are counted vertex by vertex, O((t - s)^2) in plain numbers (at most 3,937 paths):
 * faster than the bit DP there (about 1-10 us against 15-30 us).
 */
const SMALL_PATH_T = 128n;

/** bitAndZeroPathCount for 0 <= s < t < SMALL_PATH_T: ways[x] = paths from s to x. */
function bitAndZeroPathCountSmall(s: number, t: number): number {
  const ways = new Array<number>(t - s + 1).fill(0);
  ways[0] = 1;
  for (let x = s + 1; x <= t; x++) {
    let w = 0;
    for (let u = s; u < x; u++) if ((u & x) === 0) w += ways[u - s]!;
    ways[x - s] = w;
  }
  return ways[t - s]!;
}

/** Paths s = x0 < x1 < ... < xk = t (k >= 1) with x_i & x_{i+1} = 0 for consecutive terms. */
export function bitAndZeroPathCount(s: bigint, t: bigint): bigint {
  if (s >= t) return 0n;
  if (s >= 0n && t < SMALL_PATH_T) return BigInt(bitAndZeroPathCountSmall(Number(s), Number(t)));
  const hs = highestBit(s);
  const ht = highestBit(t);
  if (hs >= ht) return 0n;
  const bit = (x: bigint, b: number): number => Number((x >> BigInt(b)) & 1n);
  let dp = new Map<number, bigint>([[0, 1n]]);
  for (let b = ht; b >= 0; b--) {
    const next = new Map<number, bigint>();
    const add = (m: number, v: bigint) => {
      if (v !== 0n) next.set(m, (next.get(m) ?? 0n) + v);
    };
    for (const [m, ways] of dp) {
      const tail = [...new Array<number>(m).fill(-1), bit(t, b)];
      if (b <= hs) {
        add(m, ways * chainCount([bit(s, b), ...tail]));
      } else {
        add(m, ways * chainCount(tail));
        if (b < ht) add(m + 1, ways * chainCount([1, ...tail]));
      }
    }
    dp = next;
  }
  let total = 0n;
  for (const v of dp.values()) total += v;
  return total;
}

/** A formula over 0/1 blanks: a blank index or a binary operation. */
export type BitExpr = number | { op: "&" | "|" | "^"; l: BitExpr; r: BitExpr };

/** Numbers of assignments making the formula 0 and 1. */
export function bitExprCounts(e: BitExpr): [bigint, bigint] {
  if (typeof e === "number") return [1n, 1n];
  const [l0, l1] = bitExprCounts(e.l);
  const [r0, r1] = bitExprCounts(e.r);
  const total = (l0 + l1) * (r0 + r1);
  let one: bigint;
  if (e.op === "&") one = l1 * r1;
  else if (e.op === "|") one = total - l0 * r0;
  else one = l0 * r1 + l1 * r0;
  return [total - one, one];
}

export function evalBitExpr(e: BitExpr, x: readonly number[]): number {
  if (typeof e === "number") return x[e]!;
  const l = evalBitExpr(e.l, x);
  const r = evalBitExpr(e.r, x);
  return e.op === "&" ? l & r : e.op === "|" ? l | r : l ^ r;
}

/**
 * Choices of AND/OR between strings a[0..n] (bit strings of equal length, evaluated left to right) whose
 * result equals target. x (bit i-1 = op before a[i], 1 = OR) must lie in an interval.
 */
export function operationSequenceCount(a: readonly string[], target: string): bigint {
  const n = a.length - 1;
  let lo = 0n;
  let hi = (1n << BigInt(n)) - 1n;
  for (let b = 0; b < target.length; b++) {
    let y = 0n;
    for (let i = n; i >= 1; i--) y = (y << 1n) | (a[i]![b] === "1" ? 0n : 1n);
    const first = a[0]![b] === "1";
    if (target[b] === "1") {
      const need = first ? y : y + 1n;
      if (need > lo) lo = need;
    } else {
      const cap = first ? y - 1n : y;
      if (cap < hi) hi = cap;
    }
  }
  return hi >= lo ? hi - lo + 1n : 0n;
}

export function applyOperations(a: readonly string[], ors: readonly boolean[]): string {
  let cur = a[0]!.split("").map(Number);
  for (let i = 1; i < a.length; i++) {
    const v = a[i]!.split("").map(Number);
    cur = cur.map((c, j) => (ors[i - 1] ? c | v[j]! : c & v[j]!));
  }
  return cur.join("");
}

/** Non-empty subsets of intervals [l, r] whose common part [max l, min r] has length min r - max l >= k. */
export function boundedIntersectionSubsets(
  intervals: readonly (readonly [number, number])[],
  k: number,
): bigint {
  const order = intervals.map((_, i) => i).sort((x, y) => intervals[x]![0] - intervals[y]![0] || x - y);
  let total = 0n;
  for (let a = 0; a < order.length; a++) {
    const [l, r] = intervals[order[a]!]!;
    if (r - l < k) continue;
    let free = 0;
    for (let b = 0; b < a; b++) if (intervals[order[b]!]![1] >= l + k) free++;
    total += 1n << BigInt(free);
  }
  return total;
}

/** ways[a][b]: completions of a 321-avoiding prefix with a places left and b unused values above its maximum. */
function avoid321Completions(n: number): bigint[][] {
  const g: bigint[][] = [];
  for (let a = 0; a <= n; a++) {
    g.push(new Array<bigint>(a + 1).fill(0n));
    for (let b = 0; b <= a; b++) {
      if (a === 0) {
        g[a]![b] = 1n;
        continue;
      }
      let v = a > b ? g[a - 1]![b]! : 0n;
      for (let j = 1; j <= b; j++) v += g[a - 1]![b - j]!;
      g[a]![b] = v;
    }
  }
  return g;
}

/**
 * Permutations of 1..n lexicographically greater than p whose inversion count equals sum |i - p_i| / 2
 * (exactly the 321-avoiding permutations: every entry is a new maximum or the smallest unused value).
 */
export function bubbleLowerBoundGreater(p: readonly number[]): bigint {
  const n = p.length;
  const g = avoid321Completions(n);
  const used = new Array<boolean>(n + 2).fill(false);
  let max = 0;
  let smallest = 1;
  let total = 0n;
  for (let i = 0; i < n; i++) {
    for (let v = p[i]! + 1; v <= n; v++) {
      if (used[v] || !(v > max || v === smallest)) continue;
      total += g[n - i - 1]![n - Math.max(max, v)]!;
    }
    const x = p[i]!;
    if (!(x > max || x === smallest)) break;
    used[x] = true;
    max = Math.max(max, x);
    while (smallest <= n && used[smallest]) smallest++;
  }
  return total;
}

/** Inversions of a permutation. */
export function inversions(p: readonly number[]): number {
  let c = 0;
  for (let i = 0; i < p.length; i++) for (let j = i + 1; j < p.length; j++) if (p[i]! > p[j]!) c++;
  return c;
}

/** Sequences of m distinct non-empty subsets of an n-set in which every element lies in an even number of them. */
export function canonCount(n: number, m: number): bigint {
  const s = (1n << BigInt(n)) - 1n;
  const f: bigint[] = [1n, 0n];
  let falling = 1n; // P(s, i - 1)
  for (let i = 2; i <= m; i++) {
    falling *= s - BigInt(i - 2);
    f.push(falling - f[i - 1]! - BigInt(i - 1) * (s - BigInt(i - 2)) * f[i - 2]!);
  }
  return f[m]!;
}

function factorialBig(n: number): bigint {
  let r = 1n;
  for (let i = 2; i <= n; i++) r *= BigInt(i);
  return r;
}

/** Distinct arrangements of the multiset of a that are lexicographically smaller than a. */
export function multisetRank(a: readonly number[]): bigint {
  const count = new Map<number, number>();
  for (const v of a) count.set(v, (count.get(v) ?? 0) + 1);
  const arrangements = (len: number): bigint => {
    let r = factorialBig(len);
    for (const c of count.values()) r /= factorialBig(c);
    return r;
  };
  let rank = 0n;
  for (let i = 0; i < a.length; i++) {
    const values = [...count.keys()].filter((v) => v < a[i]! && count.get(v)! > 0);
    for (const v of values) {
      count.set(v, count.get(v)! - 1);
      rank += arrangements(a.length - i - 1);
      count.set(v, count.get(v)! + 1);
    }
    count.set(a[i]!, count.get(a[i]!)! - 1);
  }
  return rank;
}

/** f(x) = sum over maximal runs of equal decimal digits of digit * (run length)^2. */
export function runScore(x: number | bigint): bigint {
  const s = String(x);
  let total = 0n;
  let i = 0;
  while (i < s.length) {
    let j = i;
    while (j < s.length && s[j] === s[i]) j++;
    total += BigInt(Number(s[i]) * (j - i) * (j - i));
    i = j;
  }
  return total;
}

/** Sum of runScore(x) for 1 <= x <= bound, by a digit DP. */
function runScorePrefix(bound: bigint): bigint {
  if (bound <= 0n) return 0n;
  const digits = String(bound).split("").map(Number);
  // key: tight, started, last digit, run length -> [count, finished score]
  let states = new Map<
    string,
    { tight: boolean; started: boolean; last: number; run: number; cnt: bigint; sum: bigint }
  >();
  states.set("1,0,0,0", { tight: true, started: false, last: 0, run: 0, cnt: 1n, sum: 0n });
  for (const top of digits) {
    const next = new Map<
      string,
      { tight: boolean; started: boolean; last: number; run: number; cnt: bigint; sum: bigint }
    >();
    for (const st of states.values()) {
      const hi = st.tight ? top : 9;
      for (let d = 0; d <= hi; d++) {
        const tight = st.tight && d === top;
        let { started, last, run, sum } = st;
        if (!started && d === 0) {
          // still leading zeros
        } else if (started && d === last) {
          run++;
        } else {
          if (started) sum += st.cnt * BigInt(last * run * run);
          started = true;
          last = d;
          run = 1;
        }
        const key = `${tight ? 1 : 0},${started ? 1 : 0},${last},${run}`;
        const cur = next.get(key);
        if (cur) {
          cur.cnt += st.cnt;
          cur.sum += sum;
        } else next.set(key, { tight, started, last, run, cnt: st.cnt, sum });
      }
    }
    states = next;
  }
  let total = 0n;
  for (const st of states.values())
    if (st.started) total += st.sum + st.cnt * BigInt(st.last * st.run * st.run);
  return total;
}

/** Intervals of up to this many numbers are summed one number at a time: faster than two digit DPs. */
const DIRECT_SPAN = 4096n;

/** Sum of runScore(x) for l <= x <= r. */
export function runScoreSum(l: bigint, r: bigint): bigint {
  if (l >= 0n && r - l < DIRECT_SPAN && r < 2n ** 40n) {
    // 4,096 numbers of at most 13 digits: the sum stays far below 2^53
    let total = 0;
    for (let x = Number(l), end = Number(r); x <= end; x++) total += runScoreOfNumber(x);
    return BigInt(total);
  }
  return runScorePrefix(r) - runScorePrefix(l - 1n);
}

/** runScore of a safe non-negative integer, in plain numbers (digits from the lowest). */
function runScoreOfNumber(x: number): number {
  let total = 0;
  let last = -1;
  let run = 0;
  do {
    const d = x % 10;
    x = (x - d) / 10;
    if (d === last) run++;
    else {
      if (last >= 0) total += last * run * run;
      last = d;
      run = 1;
    }
  } while (x > 0);
  return total + last * run * run;
}

/** Colourings of cards with exactly counts[c] cards of colour c, up to the permutation group (Burnside). */
export function burnsideColourings(group: readonly (readonly number[])[], counts: readonly number[]): bigint {
  let total = 0n;
  for (const g of group) {
    const seen = new Array<boolean>(g.length).fill(false);
    const cycles: number[] = [];
    for (let i = 0; i < g.length; i++) {
      if (seen[i]) continue;
      let len = 0;
      for (let j = i; !seen[j]; j = g[j]!) {
        seen[j] = true;
        len++;
      }
      cycles.push(len);
    }
    // dp over (cards of colour 0, cards of colour 1); colour 2 takes the rest
    const [r, gr] = counts as [number, number];
    let dp = Array.from({ length: r + 1 }, () => new Array<bigint>(gr + 1).fill(0n));
    dp[0]![0] = 1n;
    for (const len of cycles) {
      const nd = Array.from({ length: r + 1 }, () => new Array<bigint>(gr + 1).fill(0n));
      for (let a = 0; a <= r; a++) {
        for (let b = 0; b <= gr; b++) {
          const v = dp[a]![b]!;
          if (v === 0n) continue;
          nd[a]![b]! += v;
          if (a + len <= r) nd[a + len]![b]! += v;
          if (b + len <= gr) nd[a]![b + len]! += v;
        }
      }
      dp = nd;
    }
    total += dp[r]![gr]!;
  }
  if (total % BigInt(group.length) !== 0n)
    throw new Error("burnside: the sum is not divisible by the group order");
  return total / BigInt(group.length);
}

/** The n-th Catalan number. */
export function catalan(n: number): bigint {
  let c = 1n;
  for (let i = 0; i < n; i++) c = (c * BigInt(2 * (2 * i + 1))) / BigInt(i + 2);
  return c;
}

/** a * b mod m for 0 <= a, b < m < 2^31, without BigInt. */
export function mulModSmall(a: number, b: number, m: number): number {
  const hi = Math.floor(a / 32768);
  const lo = a % 32768;
  return (((hi * b) % m) * 32768 + lo * b) % m;
}

/** F(0) = 1, F(s) = F(s-1) + ... + F(s-m) (F of a negative index is 0): compositions of s into parts <= m. */
export function boundedStepTerm(s: number, m: number, mod: number): number {
  const f = [1 % mod];
  for (let i = 1; i <= s; i++) {
    let v = 0;
    for (let j = 1; j <= m && j <= i; j++) v = (v + f[i - j]!) % mod;
    f.push(v);
  }
  return f[s]!;
}

/**
 * Sum over the ways to cut the digit string into pieces of F(sum of the pieces' values), modulo mod. Powers of
 * the companion matrix T of F are kept as polynomials in T reduced by T^m = T^(m-1) + ... + 1, and
 * T^k[0][0] = F(k).
 */
export function concatenationPartitionSum(digits: string, m: number, mod: number): number {
  const mul = (a: readonly number[], b: readonly number[]): number[] => {
    const prod = new Array<number>(2 * m - 1).fill(0);
    for (let i = 0; i < m; i++) {
      if (a[i] === 0) continue;
      for (let j = 0; j < m; j++) prod[i + j] = (prod[i + j]! + mulModSmall(a[i]!, b[j]!, mod)) % mod;
    }
    for (let d = 2 * m - 2; d >= m; d--) {
      const c = prod[d]!;
      if (c === 0) continue;
      for (let e = d - m; e < d; e++) prod[e] = (prod[e]! + c) % mod;
    }
    return prod.slice(0, m);
  };
  const one = Array.from({ length: m }, (_, i) => (i === 0 ? 1 % mod : 0));
  const t = m === 1 ? [1 % mod] : Array.from({ length: m }, (_, i) => (i === 1 ? 1 % mod : 0));
  const digitPow = [one];
  for (let d = 1; d <= 9; d++) digitPow.push(mul(digitPow[d - 1]!, t));
  const dp: number[][] = [one];
  for (let i = 1; i <= digits.length; i++) dp.push(new Array<number>(m).fill(0));
  for (let j = 0; j < digits.length; j++) {
    let p = one;
    for (let i = j; i < digits.length; i++) {
      const p2 = mul(p, p);
      const p4 = mul(p2, p2);
      p = mul(mul(mul(p4, p4), p2), digitPow[Number(digits[i])]!);
      const add = mul(dp[j]!, p);
      dp[i + 1] = dp[i + 1]!.map((v, k) => (v + add[k]!) % mod);
    }
  }
  let answer = 0;
  for (let k = 0; k < m; k++)
    answer = (answer + mulModSmall(dp[digits.length]![k]!, boundedStepTerm(k, m, mod), mod)) % mod;
  return answer;
}

/** Numbers with at least two base-2^k digits, digits strictly increasing from the left, at most w bits. */
export function increasingDigitNumbers(k: number, w: number): bigint {
  const top = 2 ** k - 1;
  const q = Math.floor(w / k);
  const r = w % k;
  let total = 0n;
  for (let d = 2; d <= Math.min(q, top); d++) total += chooseBig(top, d);
  if (r > 0 && q >= 1) total += chooseBig(top, q + 1) - chooseBig(2 ** k - 2 ** r, q + 1);
  return total;
}

/** Permutations of 1..n with exactly m fixed points. */
export function fixedPointPermutations(n: number, m: number): bigint {
  const d: bigint[] = [1n, 0n];
  for (let i = 2; i <= n; i++) d.push(BigInt(i - 1) * (d[i - 1]! + d[i - 2]!));
  return chooseBig(n, m) * d[n - m]!;
}

function lisStep(mask: number, d: number): number {
  for (let e = d; e < 10; e++) if ((mask >> e) & 1) return (mask & ~(1 << e)) | (1 << d);
  return mask | (1 << d);
}

const lisTables = new Map<number, bigint[][]>();

/** table[len][mask]: digit strings of length len that, appended to tails set mask, end with LIS length k. */
function lisTable(k: number, len: number): bigint[][] {
  let table = lisTables.get(k);
  if (!table) {
    table = [Array.from({ length: 1024 }, (_, mask) => (popcount(mask) === k ? 1n : 0n))];
    lisTables.set(k, table);
  }
  while (table.length <= len) {
    const prev = table[table.length - 1]!;
    const row = new Array<bigint>(1024).fill(0n);
    for (let mask = 0; mask < 1024; mask++) {
      if (popcount(mask) > k) continue;
      let v = 0n;
      for (let d = 0; d < 10; d++) v += prev[lisStep(mask, d)]!;
      row[mask] = v;
    }
    table.push(row);
  }
  return table;
}

/** Integers x with 1 <= x <= bound whose decimal digits have longest strictly increasing subsequence k. */
function lisPrefixCount(bound: bigint, k: number): bigint {
  if (bound <= 0n) return 0n;
  const s = String(bound);
  const table = lisTable(k, s.length);
  let total = 0n;
  for (let len = 1; len < s.length; len++)
    for (let d = 1; d <= 9; d++) total += table[len - 1]![lisStep(0, d)]!;
  let mask = 0;
  for (let i = 0; i < s.length; i++) {
    const top = Number(s[i]);
    for (let d = i === 0 ? 1 : 0; d < top; d++) total += table[s.length - i - 1]![lisStep(mask, d)]!;
    mask = lisStep(mask, top);
  }
  if (popcount(mask) === k) total++;
  return total;
}

export function digitLisCount(l: bigint, r: bigint, k: number): bigint {
  return lisPrefixCount(r, k) - lisPrefixCount(l - 1n, k);
}

/** Longest strictly increasing subsequence of the decimal digits of x. */
export function digitLis(x: bigint | number): number {
  let mask = 0;
  for (const c of String(x)) mask = lisStep(mask, Number(c));
  return popcount(mask);
}

function gcdSmall(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Colourings of the edges of K_n with m colours, up to relabelling the vertices (Pólya over S_n). */
export function edgeColouringsUpToIsomorphism(n: number, m: number): bigint {
  const mb = BigInt(m);
  const nf = factorialBig(n);
  let total = 0n;
  const parts: number[] = [];
  const rec = (left: number, maxPart: number) => {
    if (left === 0) {
      let e = 0;
      for (let i = 0; i < parts.length; i++) {
        e += Math.floor(parts[i]! / 2);
        for (let j = i + 1; j < parts.length; j++) e += gcdSmall(parts[i]!, parts[j]!);
      }
      let z = 1n;
      const mult = new Map<number, number>();
      for (const p of parts) {
        z *= BigInt(p);
        mult.set(p, (mult.get(p) ?? 0) + 1);
      }
      for (const c of mult.values()) z *= factorialBig(c);
      total += (nf / z) * mb ** BigInt(e);
      return;
    }
    for (let p = Math.min(left, maxPart); p >= 1; p--) {
      parts.push(p);
      rec(left - p, p);
      parts.pop();
    }
  };
  rec(n, n);
  return total / nf;
}

/**
 * Double crosses of 1-cells: a vertical bar in column c over rows t..b, an upper horizontal bar centred on it at
 * row r1 with half-width a >= 1 and a lower one at row r2 with half-width b' > a, where t < r1, r1 + 1 < r2 < b.
 */
export function doubleCrossCount(grid: readonly (readonly number[])[]): bigint {
  const n = grid.length;
  const m = grid[0]!.length;
  const run = (di: number, dj: number) =>
    grid.map((row, i) =>
      row.map((_, j) => {
        let c = 0;
        for (
          let x = i + di, y = j + dj;
          x >= 0 && x < n && y >= 0 && y < m && grid[x]![y] === 1;
          x += di, y += dj
        )
          c++;
        return c;
      }),
    );
  const up = run(-1, 0);
  const down = run(1, 0);
  const left = run(0, -1);
  const right = run(0, 1);
  const half = (i: number, j: number) => Math.min(left[i]![j]!, right[i]![j]!);
  const pairs = (w1: number, w2: number) => {
    let s = 0;
    for (let a = 1; a <= Math.min(w1, w2 - 1); a++) s += w2 - a;
    return s;
  };
  let total = 0n;
  for (let c = 0; c < m; c++) {
    for (let r1 = 0; r1 < n; r1++) {
      if (grid[r1]![c] !== 1 || up[r1]![c] === 0) continue;
      const w1 = half(r1, c);
      if (w1 === 0) continue;
      for (let r2 = r1 + 2; r2 <= r1 + down[r1]![c]!; r2++) {
        const d = down[r2]![c]!;
        if (d === 0) continue;
        const p = pairs(w1, half(r2, c));
        if (p > 0) total += BigInt(up[r1]![c]! * p * d);
      }
    }
  }
  return total;
}

/**
 * Score tables of n students and m courses (course i scores in [1, u_i]) where exactly r_i students beat
 * student 0 in course i and exactly k students are at most student 0's score in every course, modulo mod.
 */
export function gradeRankingCount(
  n: number,
  k: number,
  u: readonly number[],
  r: readonly number[],
  mod: number,
): number {
  const c = pascalMod(n, mod);
  const q = n - 1 - k;
  let h = 0;
  for (let j = 0; j <= q; j++) {
    let prod = c[q]![j]!;
    for (const ri of r) prod = ri > q - j ? 0 : mulModSmall(prod, c[q - j]![ri]!, mod);
    h = j % 2 === 0 ? (h + prod) % mod : (h - prod + mod) % mod;
  }
  let total = mulModSmall(c[n - 1]![k]!, h, mod);
  for (let i = 0; i < u.length; i++) {
    let g = 0;
    for (let x = 1; x <= u[i]!; x++) {
      g =
        (g + mulModSmall(powModSmall(x, n - 1 - r[i]!, mod), powModSmall(u[i]! - x, r[i]!, mod), mod)) % mod;
    }
    total = mulModSmall(total, g, mod);
  }
  return total;
}

function powModSmall(a: number, e: number, mod: number): number {
  let result = 1 % mod;
  let b = a % mod;
  while (e > 0) {
    if (e & 1) result = mulModSmall(result, b, mod);
    b = mulModSmall(b, b, mod);
    e >>= 1;
  }
  return result;
}

/**
 * Placements of pieces of c colours on an n x m board, x[i] pieces of colour i, at most one piece per cell and
 * no row or column holding two colours, modulo a prime p > n * m.
 */
export function colourPlacementCount(n: number, m: number, x: readonly number[], p: number): number {
  const cells = n * m;
  const fact = [1];
  for (let i = 1; i <= cells; i++) fact.push(mulModSmall(fact[i - 1]!, i, p));
  const invFact = new Array<number>(cells + 1);
  invFact[cells] = powModSmall(fact[cells]!, p - 2, p);
  for (let i = cells; i > 0; i--) invFact[i - 1] = mulModSmall(invFact[i]!, i, p);
  const choose = (a: number, b: number) =>
    b < 0 || b > a ? 0 : mulModSmall(mulModSmall(fact[a]!, invFact[b]!, p), invFact[a - b]!, p);
  const small = pascalMod(Math.max(n, m), p);
  let f = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  f[0]![0] = 1 % p;
  for (const pieces of x) {
    // g[i][j]: placements in an i x j board using every row and column, by inverting
    // C(ij, pieces) = sum_{k,l} C(i,k) C(j,l) g[k][l] one dimension at a time.
    const g = Array.from({ length: n + 1 }, (_, i) =>
      Array.from({ length: m + 1 }, (_, j) => choose(i * j, pieces)),
    );
    for (let j = 0; j <= m; j++) {
      const col = g.map((row) => row[j]!);
      for (let i = 0; i <= n; i++) {
        let v = 0;
        for (let k = 0; k <= i; k++) {
          const t = mulModSmall(small[i]![k]!, col[k]!, p);
          v = (i - k) % 2 === 0 ? (v + t) % p : (v - t + p) % p;
        }
        g[i]![j] = v;
      }
    }
    for (let i = 0; i <= n; i++) {
      const row = g[i]!.slice();
      for (let j = 0; j <= m; j++) {
        let v = 0;
        for (let l = 0; l <= j; l++) {
          const t = mulModSmall(small[j]![l]!, row[l]!, p);
          v = (j - l) % 2 === 0 ? (v + t) % p : (v - t + p) % p;
        }
        g[i]![j] = v;
      }
    }
    const nf = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
    for (let i0 = 0; i0 <= n; i0++) {
      for (let j0 = 0; j0 <= m; j0++) {
        const base = f[i0]![j0]!;
        if (base === 0) continue;
        for (let di = 1; i0 + di <= n && di <= pieces; di++) {
          const rows = mulModSmall(base, small[n - i0]![di]!, p);
          const gRow = g[di]!;
          const out = nf[i0 + di]!;
          for (let dj = 1; j0 + dj <= m && dj <= pieces; dj++) {
            const gv = gRow[dj]!;
            if (gv === 0) continue;
            out[j0 + dj] =
              (out[j0 + dj]! + mulModSmall(mulModSmall(rows, small[m - j0]![dj]!, p), gv, p)) % p;
          }
        }
      }
    }
    f = nf;
  }
  let total = 0;
  for (const row of f) for (const v of row) total = (total + v) % p;
  return total;
}

/** Sequences starting at n where each next term is a positive integer at most half the previous one. */
export function halvingChains(n: number): bigint {
  const half = Math.floor(n / 2);
  const f: bigint[] = [0n];
  const prefix: bigint[] = [0n];
  for (let k = 1; k <= half; k++) {
    f.push(1n + prefix[Math.floor(k / 2)]!);
    prefix.push(prefix[k - 1]! + f[k]!);
  }
  return 1n + prefix[half]!;
}

/** Permutations of 1..n that are min-heaps (P[i] > P[floor(i/2)] for 1-based i >= 2). */
export function heapPermutations(n: number): bigint {
  const size = new Array<number>(2 * n + 2).fill(0);
  const ways = new Array<bigint>(2 * n + 2).fill(1n);
  for (let i = n; i >= 1; i--) {
    const l = size[2 * i]!;
    const r = size[2 * i + 1]!;
    size[i] = 1 + l + r;
    ways[i] = chooseBig(l + r, l) * ways[2 * i]! * ways[2 * i + 1]!;
  }
  return n === 0 ? 1n : ways[1]!;
}

/**
 * Permutations of 1..n whose neighbours differ by at most k: directed Hamiltonian paths of the graph joining
 * values at distance <= k, counted by a frontier DP over the values in increasing order. The frontier keeps, for
 * the last k values, -1 (two path edges already), 0 (no edge yet) or a label shared by the two open ends of a
 * path fragment (a label seen once has its other end among the values that left the frontier), plus the
 * number of such departed ends (at most 2).
 */
export function boundedDifferencePermutations(n: number, k: number): bigint {
  if (n === 1) return 1n;
  const normalise = (codes: number[]): number[] => {
    const map = new Map<number, number>();
    return codes.map((c) => {
      if (c <= 0) return c;
      let l = map.get(c);
      if (l === undefined) {
        l = map.size + 1;
        map.set(c, l);
      }
      return l;
    });
  };
  let states = new Map<string, { codes: number[]; ends: number; ways: bigint }>();
  states.set("|0", { codes: [], ends: 0, ways: 1n });
  let complete = 0n;
  for (let v = 1; v <= n; v++) {
    const next = new Map<string, { codes: number[]; ends: number; ways: bigint }>();
    const push = (codes: number[], ends: number, ways: bigint) => {
      let c = codes;
      let e = ends;
      if (c.length > k) {
        const old = c[0]!;
        c = c.slice(1);
        if (old === 0) return;
        if (old > 0) {
          e++;
          if (e > 2) return;
          if (!c.includes(old)) {
            // both ends have left: a finished path, valid only as the whole answer
            if (v === n && c.every((x) => x < 0)) complete += ways;
            return;
          }
        }
      }
      c = normalise(c);
      const key = `${c.join(",")}|${e}`;
      const cur = next.get(key);
      if (cur) cur.ways += ways;
      else next.set(key, { codes: c, ends: e, ways });
    };
    for (const { codes, ends, ways } of states.values()) {
      const fresh = codes.reduce((a, b) => Math.max(a, b), 0) + 1;
      push([...codes, 0], ends, ways);
      const open: number[] = [];
      for (let i = 0; i < codes.length; i++) if (codes[i]! >= 0) open.push(i);
      for (const u of open) {
        const c = codes.slice();
        let label: number;
        if (c[u] === 0) {
          c[u] = fresh;
          label = fresh;
        } else {
          label = c[u]!;
          c[u] = -1;
        }
        push([...c, label], ends, ways);
      }
      for (let a = 0; a < open.length; a++) {
        for (let b = a + 1; b < open.length; b++) {
          const u1 = open[a]!;
          const u2 = open[b]!;
          const l1 = codes[u1]!;
          const l2 = codes[u2]!;
          if (l1 > 0 && l1 === l2) continue;
          const c = codes.slice();
          if (l1 === 0 && l2 === 0) {
            c[u1] = fresh;
            c[u2] = fresh;
          } else if (l1 === 0 || l2 === 0) {
            const [z, l] = l1 === 0 ? [u1, l2] : [u2, l1];
            c[z === u1 ? u2 : u1] = -1;
            c[z] = l;
          } else {
            c[u1] = -1;
            c[u2] = -1;
            for (let i = 0; i < c.length; i++) if (c[i] === l2) c[i] = l1;
            if (!c.includes(l1)) {
              // both far ends have left: the fragment is a finished path
              if (v === n && c.every((x) => x < 0)) complete += ways;
              continue;
            }
          }
          push([...c, -1], ends, ways);
        }
      }
    }
    states = next;
  }
  let total = complete;
  for (const { codes, ways } of states.values()) {
    const zeros = codes.filter((c) => c === 0).length;
    const labels = new Set(codes.filter((c) => c > 0)).size;
    if (zeros + labels === 1 && zeros === 0) total += ways;
  }
  return 2n * total;
}

/**
 * The same count by inclusion-exclusion over the "bad" pairs (values more than k apart) forced to be adjacent:
 * sum over linear forests S of bad pairs of (-1)^|S| (n - |S|)! 2^(paths of S). Fast when n - k is small.
 */
export function boundedDifferencePermutationsByExclusion(n: number, k: number): bigint {
  const bad: [number, number][] = [];
  for (let a = 1; a <= n; a++) for (let b = a + k + 1; b <= n; b++) bad.push([a, b]);
  if (bad.length > 24) throw new RangeError("too many pairs for inclusion-exclusion");
  const fact = [1n];
  for (let i = 1; i <= n; i++) fact.push(fact[i - 1]! * BigInt(i));
  let total = 0n;
  for (let mask = 0; mask < 1 << bad.length; mask++) {
    const deg = new Array<number>(n + 1).fill(0);
    const parent = Array.from({ length: n + 1 }, (_, i) => i);
    const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
    let edges = 0;
    let ok = true;
    for (let i = 0; i < bad.length && ok; i++) {
      if (!((mask >> i) & 1)) continue;
      const [a, b] = bad[i]!;
      if (++deg[a]! > 2 || ++deg[b]! > 2) ok = false;
      const ra = find(a);
      const rb = find(b);
      if (ra === rb) ok = false;
      parent[ra] = rb;
      edges++;
    }
    if (!ok) continue;
    const roots = new Set<number>();
    for (let x = 1; x <= n; x++) if (deg[x]! > 0) roots.add(find(x));
    const term = fact[n - edges]! * (1n << BigInt(roots.size));
    total += edges % 2 === 0 ? term : -term;
  }
  return total;
}

/** Strict local minima (among the up to 8 neighbours) of an n x m grid of distinct values, row-major. */
export function gridLocalMinima(values: readonly number[], n: number, m: number): boolean[] {
  return values.map((v, idx) => {
    const r = Math.floor(idx / m);
    const c = idx % m;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if ((dr || dc) && rr >= 0 && rr < n && cc >= 0 && cc < m && values[rr * m + cc]! < v) return false;
      }
    }
    return true;
  });
}

/**
 * Fillings of an n x m grid with 1..nm whose local minima are exactly the marked cells: inclusion-exclusion over
 * sets T of extra minima, each counted by placing values in increasing order (a cell next to an unfilled cell of
 * T must wait).
 */
export function exactLocalMinimaCount(marked: readonly boolean[], n: number, m: number): bigint {
  const cells = n * m;
  const near = (a: number, b: number) =>
    a !== b && Math.abs(Math.floor(a / m) - Math.floor(b / m)) <= 1 && Math.abs((a % m) - (b % m)) <= 1;
  const base: number[] = [];
  for (let i = 0; i < cells; i++) if (marked[i]) base.push(i);
  for (const a of base) for (const b of base) if (near(a, b)) return 0n;
  const ways = (t: readonly number[]): bigint => {
    const k = t.length;
    const needs = new Array<number>(cells).fill(0);
    const inT = new Array<boolean>(cells).fill(false);
    for (const x of t) inT[x] = true;
    for (let x = 0; x < cells; x++) {
      if (inT[x]) continue;
      t.forEach((y, j) => {
        if (near(x, y)) needs[x]! |= 1 << j;
      });
    }
    const allowed = new Array<number>(1 << k).fill(0);
    for (let s = 0; s < 1 << k; s++) {
      for (let x = 0; x < cells; x++) if (!inT[x] && (needs[x]! & ~s) === 0) allowed[s]!++;
    }
    let dp = new Array<bigint>(1 << k).fill(0n);
    dp[0] = 1n;
    for (let i = 0; i < cells; i++) {
      const next = new Array<bigint>(1 << k).fill(0n);
      for (let s = 0; s < 1 << k; s++) {
        const v = dp[s]!;
        if (v === 0n) continue;
        const free = allowed[s]! - (i - popcount(s));
        if (free > 0) next[s]! += v * BigInt(free);
        for (let j = 0; j < k; j++) if (!((s >> j) & 1)) next[s | (1 << j)]! += v;
      }
      dp = next;
    }
    return dp[(1 << k) - 1]!;
  };
  let total = 0n;
  const t = base.slice();
  const blocked = new Array<number>(cells).fill(0);
  const block = (x: number, d: number) => {
    for (let y = 0; y < cells; y++) if (y === x || near(x, y)) blocked[y]! += d;
  };
  for (const x of base) block(x, 1);
  const rec = (from: number, sign: bigint) => {
    total += sign * ways(t);
    for (let x = from; x < cells; x++) {
      if (blocked[x]! > 0) continue;
      t.push(x);
      block(x, 1);
      rec(x + 1, -sign);
      block(x, -1);
      t.pop();
    }
  };
  rec(0, 1n);
  return total;
}

/**
 * Proper colourings of a graph where vertex u may take colours 0..r[u]. With vertices sorted by r, a colouring
 * is a partition into independent classes, each class getting a distinct colour; generating the classes in order
 * of their lowest vertex v, the k-th class (k = 0, 1, ...) has r[v] + 1 - k colours left. Exponential (3^n).
 */
export function listColourings(r: readonly number[], edges: readonly (readonly [number, number])[]): bigint {
  const n = r.length;
  const order = r.map((_, i) => i).sort((a, b) => r[a]! - r[b]! || a - b);
  const pos = new Array<number>(n);
  order.forEach((v, i) => {
    pos[v] = i;
  });
  const adj = new Array<number>(n).fill(0);
  for (const [a, b] of edges) {
    adj[pos[a]!]! |= 1 << pos[b]!;
    adj[pos[b]!]! |= 1 << pos[a]!;
  }
  const rs = order.map((v) => r[v]!);
  const full = (1 << n) - 1;
  const indep = new Uint8Array(1 << n);
  indep[0] = 1;
  for (let mask = 1; mask <= full; mask++) {
    const v = 31 - Math.clz32(mask);
    const rest = mask & ~(1 << v);
    indep[mask] = indep[rest]! && (adj[v]! & rest) === 0 ? 1 : 0;
  }
  // f[mask * (n + 1) + k]: ways to have coloured `mask` with k classes (exact while below 2^53)
  const f = new Float64Array((full + 1) * (n + 1));
  f[0] = 1;
  let exact = true;
  for (let mask = 0; mask < full; mask++) {
    let low = 0;
    while ((mask >> low) & 1) low++;
    const rest = full & ~mask & ~(1 << low);
    for (let k = 0; k <= n; k++) {
      const v = f[mask * (n + 1) + k]!;
      if (v === 0) continue;
      const factor = rs[low]! + 1 - k;
      if (factor <= 0) continue;
      for (let sub = rest; ; sub = (sub - 1) & rest) {
        const cls = sub | (1 << low);
        if (indep[cls]) {
          const at = (mask | cls) * (n + 1) + k + 1;
          f[at] = f[at]! + v * factor;
          if (f[at]! > Number.MAX_SAFE_INTEGER) exact = false;
        }
        if (sub === 0) break;
      }
    }
  }
  if (!exact) throw new RangeError("listColourings: count exceeds 2^53");
  let total = 0;
  for (let k = 0; k <= n; k++) total += f[full * (n + 1) + k]!;
  if (total > Number.MAX_SAFE_INTEGER) throw new RangeError("listColourings: count exceeds 2^53");
  return BigInt(total);
}

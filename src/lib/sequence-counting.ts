// Counting sequences, permutations and trees: closed forms and DPs for the combinatorial counting families.
import { Binomials, chooseBig } from "./modcomb.ts";
import { mulMod31, powMod31 } from "./number-theory-counting.ts";
import { modPow } from "./numtheory.ts";

const addM = (a: number, b: number, p: number): number => (a + b >= p ? a + b - p : a + b);

/**
 * Sequences X[1..k] with X[1] >= 1, X[2..k] in [1, m] and X[1] + ... + X[k] <= n, modulo p,
 * assuming m * (k - 1) < n: the sum over the later terms of n - (their sum).
 */
export function individualSumBoundedCount(n: number, m: number, k: number, p: number): number {
  if (m * (k - 1) >= n) throw new RangeError("individualSumBoundedCount needs m*(k-1) < n");
  const P = BigInt(p);
  const N = BigInt(n);
  const M = BigInt(m);
  if (k === 1) return Number(N % P);
  const first = (N % P) * modPow(M, BigInt(k - 1), P);
  const sums = (BigInt(k - 1) * modPow(M, BigInt(k - 2), P) * ((M * (M + 1n)) / 2n)) % P;
  return Number((((first - sums) % P) + P) % P);
}

/** Permutations of 1..n with exactly k inversions, modulo p (Mahonian numbers by prefix sums). */
export function inversionCount(n: number, k: number, p: number): number {
  let dp = new Array<number>(k + 1).fill(0);
  dp[0] = 1;
  for (let i = 1; i <= n; i++) {
    const next = new Array<number>(k + 1).fill(0);
    let window = 0;
    for (let j = 0; j <= k; j++) {
      window = addM(window, dp[j]!, p);
      if (j - i >= 0) window = addM(window, p - dp[j - i]!, p);
      next[j] = window;
    }
    dp = next;
  }
  return dp[k]!;
}

/**
 * n x m matrices with entries in [0, m], strictly increasing along rows, each entry below its upper-right
 * neighbour, modulo p. A row omits exactly one value k of [0, m]; consecutive rows need k_i >= k_{i-1} - 1.
 */
export function kiddingMeCount(n: number, m: number, p: number): number {
  let dp = new Array<number>(m + 1).fill(1);
  for (let i = 2; i <= n; i++) {
    const suffix = new Array<number>(m + 2).fill(0);
    for (let k = m; k >= 0; k--) suffix[k] = addM(suffix[k + 1]!, dp[k]!, p);
    dp = dp.map((_, k) => suffix[0]! - suffix[Math.min(m + 1, k + 2)]!).map((v) => (v + p) % p);
  }
  return dp.reduce((s, v) => addM(s, v, p), 0);
}

/** Catalan numbers 0..n as bigints. */
export function catalanNumbers(n: number): bigint[] {
  const c = [1n];
  for (let i = 1; i <= n; i++) {
    let s = 0n;
    for (let l = 0; l < i; l++) s += c[l]! * c[i - 1 - l]!;
    c.push(s);
  }
  return c;
}

/**
 * The binary tree of index `index` (1 = the single node) when trees are ordered by size, then left
 * subtree, then right subtree. Written as "(L)X(R)", an empty side with its brackets left out.
 */
export function kthBinaryTree(index: number): string {
  if (!Number.isSafeInteger(index) || index < 1) throw new RangeError("index must be >= 1");
  let rest = BigInt(index - 1);
  let size = 1;
  let cat = catalanNumbers(1);
  for (;;) {
    if (cat.length <= size) cat = catalanNumbers(size * 2);
    if (rest < cat[size]!) break;
    rest -= cat[size]!;
    size++;
  }
  const build = (n: number, rank: bigint): string => {
    if (n === 0) return "";
    let r = rank;
    for (let l = 0; l < n; l++) {
      const block = cat[l]! * cat[n - 1 - l]!;
      if (r < block) {
        const right = cat[n - 1 - l]!;
        const L = build(l, r / right);
        const R = build(n - 1 - l, r % right);
        return `${L === "" ? "" : `(${L})`}X${R === "" ? "" : `(${R})`}`;
      }
      r -= block;
    }
    throw new Error("kthBinaryTree: rank out of range");
  };
  return build(size, rest);
}

/**
 * Distinct height sequences of arrangements of items (height h[i], key c[i]) in which every item has fewer
 * than c[i] strictly taller items before it, modulo p.
 */
export function landformSequenceCount(h: number[], c: number[], p: number): number {
  const order = h.map((_, i) => i).sort((a, b) => h[b]! - h[a]! || c[a]! - c[b]!);
  let total = 1;
  let taller = 0;
  for (let s = 0; s < order.length; ) {
    let e = s;
    while (e < order.length && h[order[e]!] === h[order[s]!]) e++;
    const bounds = order.slice(s, e).map((i) => Math.min(c[i]! - 1, taller));
    if (bounds[0]! < 0) return 0;
    let dp = new Array<number>(taller + 1).fill(0);
    for (let v = 0; v <= bounds[0]!; v++) dp[v] = 1;
    for (let j = 1; j < bounds.length; j++) {
      const next = new Array<number>(taller + 1).fill(0);
      let run = 0;
      for (let v = 0; v <= bounds[j]!; v++) {
        run = addM(run, dp[v]!, p);
        next[v] = run;
      }
      dp = next;
    }
    total = mulMod31(
      total,
      dp.reduce((a, b) => addM(a, b, p), 0),
      p,
    );
    taller += e - s;
    s = e;
  }
  return total;
}

/**
 * Permutations A of 1..n with A[x] = y and no decreasing subsequence of length 3. Such a permutation is a
 * Dyck-type lattice path (its left-to-right maxima trace the upper boundary), and fixing A[x] = y pins the path
 * to the point (min(x, y) - 1, max(x, y) - 1) and then on through (min, max): the count is the product of the
 * two constrained path counts, each a binomial minus its reflection.
 */
export function lds2Count(n: number, x: number, y: number): bigint {
  const a = Math.min(x, y);
  const b = Math.max(x, y);
  // Paths from (sx, sy) to (tx, ty) that never cross the diagonal, by reflection.
  const below = (sx: number, sy: number, tx: number, ty: number) =>
    chooseBig(tx - sx + ty - sy, tx - sx) - chooseBig(tx - sx + ty - sy, ty + 1 - sx);
  return below(0, 0, a - 1, b - 1) * below(a, b, n, n);
}

/** Integers in [1, x] whose decimal digits have no two equal at distance 1 or 2 (no palindrome of length >= 2). */
function palindromeFreeUpTo(x: number): number {
  if (x <= 0) return 0;
  const digits = String(x).split("").map(Number);
  const memo = new Map<string, number>();
  const go = (pos: number, p2: number, p1: number, tight: boolean, started: boolean): number => {
    if (pos === digits.length) return started ? 1 : 0;
    const key = `${pos},${p2},${p1},${started}`;
    if (!tight && memo.has(key)) return memo.get(key)!;
    let total = 0;
    const top = tight ? digits[pos]! : 9;
    for (let d = 0; d <= top; d++) {
      const nextTight = tight && d === top;
      if (!started && d === 0) {
        total += go(pos + 1, -1, -1, nextTight, false);
        continue;
      }
      if (d === p1 || d === p2) continue;
      total += go(pos + 1, p1, d, nextTight, true);
    }
    if (!tight) memo.set(key, total);
    return total;
  };
  return go(0, -1, -1, true, false);
}

/** Integers in [l, r] (1 <= l <= r) containing a palindromic run of two or more digits, by a digit DP. */
export function palindromicNumberCount(l: number, r: number): number {
  return r - l + 1 - (palindromeFreeUpTo(r) - palindromeFreeUpTo(l - 1));
}

/**
 * Per item, how many formations (a, b, c, d) of distinct items it takes part in as a, b, c or d, where the
 * values satisfy x_a < x_b < x_c < x_d, x_b - x_a = 2 (x_d - x_c) and 3 (x_b - x_a) < x_c - x_b. With
 * t = x_d - x_c, a sweep per t keeps the number of (a, b) pairs (or (c, d) pairs) compatible so far.
 */
export function quadMagicRoles(values: number[]): number[][] {
  const top = Math.max(...values);
  const cnt = new Array<number>(top + 2).fill(0);
  for (const v of values) cnt[v]!++;
  const A = new Array<number>(top + 2).fill(0);
  const B = A.slice();
  const C = A.slice();
  const D = A.slice();
  for (let t = 1; 9 * t + 1 < top; t++) {
    let s = 0;
    for (let d = 9 * t + 2; d <= top; d++) {
      const a = d - 9 * t - 1;
      const b = a + 2 * t;
      const c = d - t;
      s += cnt[a]! * cnt[b]!;
      C[c]! += s * cnt[d]!;
      D[d]! += s * cnt[c]!;
    }
    s = 0;
    for (let a = top - 9 * t - 1; a >= 1; a--) {
      const b = a + 2 * t;
      const c = a + 8 * t + 1;
      const d = a + 9 * t + 1;
      s += cnt[c]! * cnt[d]!;
      A[a]! += s * cnt[b]!;
      B[b]! += s * cnt[a]!;
    }
  }
  return values.map((v) => [A[v]!, B[v]!, C[v]!, D[v]!]);
}

/**
 * Sequences where entry i is 0 or in [lo[i], hi[i]], at least one entry is positive and the positive entries
 * strictly increase, modulo p. Values are cut into elementary intervals; f[i] counts choices whose last
 * positive entry is i, and per interval the entries i' in (k, i] that may use it pick C(len + c - 1, c) values.
 */
export function increasingChoiceCount(lo: number[], hi: number[], p: number): number {
  const n = lo.length;
  const points = [...new Set([...lo, ...hi.map((h) => h + 1)])].sort((a, b) => a - b);
  const inv = [0, 1];
  for (let i = 2; i <= n + 1; i++) inv.push(mulMod31(p - Math.floor(p / i), inv[p % i]!, p));
  const f = new Array<number>(n + 1).fill(0);
  f[0] = 1;
  for (let j = 0; j + 1 < points.length; j++) {
    const start = points[j]!;
    const end = points[j + 1]! - 1;
    const len = (end - start + 1) % p;
    const fits = (i: number) => lo[i - 1]! <= start && end <= hi[i - 1]!;
    for (let i = n; i >= 1; i--) {
      if (!fits(i)) continue;
      let c = 1;
      let ways = len;
      let sum = 0;
      for (let k = i - 1; k >= 0; k--) {
        sum = addM(sum, mulMod31(ways, f[k]!, p), p);
        if (k >= 1 && fits(k)) {
          c++;
          ways = mulMod31(mulMod31(ways, (len + c - 1) % p, p), inv[c]!, p);
        }
      }
      f[i] = addM(f[i]!, sum, p);
    }
  }
  let total = 0;
  for (let i = 1; i <= n; i++) total = addM(total, f[i]!, p);
  return total;
}

/** Length-n sequences over [1, m] with at least one pair of equal neighbours, modulo p. */
export function sameAdjacencyCount(n: number, m: number, p: number): number {
  const all = Number(modPow(BigInt(m), BigInt(n), BigInt(p)));
  const none = Number((BigInt(m) * modPow(BigInt(m - 1), BigInt(n - 1), BigInt(p))) % BigInt(p));
  return (all - none + p) % p;
}

/**
 * Arrays of length n with entries from the set s that split into consecutive pieces each of whose minimum
 * equals its length, modulo p. The first piece's length is forced (a longer piece has a smaller minimum), so
 * splits are unique: f[i] = sum over L in s of f[i - L] * (#s >= L)^L - (#s > L)^L.
 */
export function segmentMinLengthCount(n: number, s: number[], p: number): number {
  const f = new Array<number>(n + 1).fill(0);
  f[0] = 1;
  const atLeast = (v: number) => s.filter((x) => x >= v).length;
  const piece = new Map<number, number>();
  for (const L of new Set(s)) {
    if (L > n) continue;
    const hi = Number(modPow(BigInt(atLeast(L)), BigInt(L), BigInt(p)));
    const lo = Number(modPow(BigInt(atLeast(L + 1)), BigInt(L), BigInt(p)));
    piece.set(L, (hi - lo + p) % p);
  }
  for (let i = 1; i <= n; i++) {
    for (const [L, w] of piece) if (L <= i) f[i] = addM(f[i]!, mulMod31(f[i - L]!, w, p), p);
  }
  return f[n]!;
}

/** Sum over ordered n-tuples of distinct integers from [1, k] of their product, modulo p: n! e_n(1..k). */
export function distinctProductSum(n: number, k: number, p: number): number {
  const e = new Array<number>(n + 1).fill(0);
  e[0] = 1;
  for (let i = 1; i <= k; i++) {
    const iv = i % p;
    for (let j = Math.min(n, i); j >= 1; j--) e[j] = addM(e[j]!, mulMod31(e[j - 1]!, iv, p), p);
  }
  let r = e[n]!;
  for (let i = 2; i <= n; i++) r = mulMod31(r, i % p, p);
  return r;
}

/**
 * Distinct 0/1 strings reachable from s by permutations moving every element at most d places. Matching
 * the ones in order and the zeros in order is optimal, so a target is reachable iff its j-th one is within d
 * of s's j-th one and likewise for zeros.
 */
export function transmissionDelayCount(s: string, d: number): bigint {
  const ones: number[] = [];
  const zeros: number[] = [];
  for (let i = 0; i < s.length; i++) (s[i] === "1" ? ones : zeros).push(i);
  let dp = new Array<bigint>(ones.length + 1).fill(0n);
  dp[0] = 1n;
  for (let i = 0; i < s.length; i++) {
    const next = new Array<bigint>(ones.length + 1).fill(0n);
    for (let j = 0; j <= Math.min(i, ones.length); j++) {
      const v = dp[j]!;
      if (v === 0n) continue;
      const z = i - j;
      if (j < ones.length && Math.abs(ones[j]! - i) <= d) next[j + 1]! += v;
      if (z < zeros.length && Math.abs(zeros[z]! - i) <= d) next[j]! += v;
    }
    dp = next;
  }
  return dp[ones.length]!;
}

export interface OrderEdge {
  u: number;
  v: number;
  /** true: P[u] < P[v]; false: P[u] > P[v]. */
  less: boolean;
}

/**
 * Permutations P of 1..n (vertices 0..n-1) meeting comparisons along the edges of a tree, modulo p.
 * f[u][i]: orderings of u's subtree by value with u at place i; children merge with binomial interleavings.
 */
export function treeOrderCount(n: number, edges: OrderEdge[], p: number): number {
  const adj: Array<Array<{ to: number; less: boolean }>> = Array.from({ length: n }, () => []);
  for (const e of edges) {
    adj[e.u]!.push({ to: e.v, less: e.less });
    adj[e.v]!.push({ to: e.u, less: !e.less });
  }
  const bin = new Binomials(n + 1, p);
  const order: number[] = [];
  const parent = new Array<number>(n).fill(-1);
  const seen = new Array<boolean>(n).fill(false);
  const stack = [0];
  seen[0] = true;
  while (stack.length > 0) {
    const u = stack.pop()!;
    order.push(u);
    for (const { to } of adj[u]!) {
      if (seen[to]) continue;
      seen[to] = true;
      parent[to] = u;
      stack.push(to);
    }
  }
  const f: number[][] = new Array(n);
  for (let idx = n - 1; idx >= 0; idx--) {
    const u = order[idx]!;
    let cur = [0, 1];
    for (const { to: v, less } of adj[u]!) {
      if (v === parent[u]) continue;
      const fv = f[v]!;
      const a = cur.length - 1;
      const b = fv.length - 1;
      const prefix = [0];
      for (let l = 1; l <= b; l++) prefix.push(addM(prefix[l - 1]!, fv[l]!, p));
      const next = new Array<number>(a + b + 1).fill(0);
      for (let i = 1; i <= a; i++) {
        if (cur[i] === 0) continue;
        for (let j = 0; j <= b; j++) {
          // j vertices of v's subtree come before u; v itself must come after u (less) or among them.
          const vWays = less ? (prefix[b]! - prefix[j]! + p) % p : prefix[j]!;
          if (vWays === 0) continue;
          const mix = mulMod31(bin.choose(i - 1 + j, j), bin.choose(a - i + b - j, b - j), p);
          next[i + j] = addM(next[i + j]!, mulMod31(mulMod31(cur[i]!, mix, p), vWays, p), p);
        }
      }
      cur = next;
    }
    f[u] = cur;
  }
  return f[0]!.reduce((s, v) => addM(s, v, p), 0);
}

/**
 * Tuples (X[1..n]) with l <= X[i] <= r and X[1] xor ... xor X[n] = k, modulo p (values below 2^bits).
 * Inclusion-exclusion on the lower bound gives tuples bounded above by r or by l - 1; for those, a scan from
 * the top bit finds the first bit where some variable drops below its bound: below that bit such a variable
 * is free and absorbs the xor.
 */
export function xorTupleCount(n: number, l: number, r: number, k: number, bits: number, p: number): number {
  const bin = new Binomials(n + 1, p);
  const bit = (x: number, t: number) => Math.floor(x / 2 ** t) % 2;
  const low = (x: number, t: number) => x % 2 ** t;
  const upperBounded = (a: number, boundA: number, b: number, boundB: number): number => {
    // a variables in [0, boundA], b variables in [0, boundB] (bounds >= 0).
    let total = 0;
    for (let t = bits - 1; t >= 0; t--) {
      const free = powMod31(2, t, p);
      const side = (cnt: number, bound: number): [number, number] => {
        // [even, odd] sums over how many of cnt tight variables drop to 0 at bit t, weighted by their futures.
        const out: [number, number] = [0, 0];
        const rest = (low(bound, t) + 1) % p;
        if (bit(bound, t) === 0) {
          out[0] = powMod31(rest, cnt, p);
          return out;
        }
        for (let x = 0; x <= cnt; x++) {
          const w = mulMod31(
            mulMod31(bin.choose(cnt, x), powMod31(rest, cnt - x, p), p),
            powMod31(free, x, p),
            p,
          );
          const parity = (cnt - x) % 2;
          out[parity] = addM(out[parity]!, w, p);
        }
        return out;
      };
      const [a0, a1] = side(a, boundA);
      const [b0, b1] = side(b, boundB);
      const kb = bit(k, t);
      let sum =
        kb === 0
          ? addM(mulMod31(a0, b0, p), mulMod31(a1, b1, p), p)
          : addM(mulMod31(a0, b1, p), mulMod31(a1, b0, p), p);
      // Remove the case where nobody drops at this bit, then divide by 2^t for the variable absorbing the xor.
      const stayParity = (a * bit(boundA, t) + b * bit(boundB, t)) % 2;
      if (stayParity === kb) {
        const stay = mulMod31(
          powMod31((low(boundA, t) + 1) % p, a, p),
          powMod31((low(boundB, t) + 1) % p, b, p),
          p,
        );
        sum = (sum - stay + p) % p;
      }
      total = addM(total, mulMod31(sum, powMod31(powMod31(2, t, p), p - 2, p), p), p);
      if (stayParity !== kb) return total;
    }
    return addM(total, 1, p);
  };
  let result = 0;
  for (let j = 0; j <= n; j++) {
    if (j > 0 && l === 0) break;
    const term = mulMod31(bin.choose(n, j), upperBounded(j, Math.max(l - 1, 0), n - j, r), p);
    result = j % 2 === 0 ? addM(result, term, p) : (result - term + p) % p;
  }
  return result;
}

/**
 * Sequences A[1..n] with 1 <= A[i] <= r[i] where, for every j < i - 1, A[i] is on the same (weak) side of
 * A[j] as A[i-1]: A[j] <= A[i-1] implies A[j] <= A[i] and A[j] >= A[i-1] implies A[j] >= A[i]; modulo p.
 * State: the nearest earlier values lo = max{A[j] <= x}, hi = min{A[j] >= x} around the current value x
 * (0 and top + 1 when there is none); the next value y lies in [lo, hi] and the new bracket is (lo, x),
 * (x, hi), or (y, y) when y equals lo, hi or x.
 */
export function noJumpSequenceCount(r: number[], p: number): number {
  const top = Math.max(...r);
  const W = top + 2;
  const idx = (lo: number, hi: number, x: number) => (lo * W + hi) * W + x;
  let cur = new Float64Array(W * W * W);
  for (let x = 1; x <= r[0]!; x++) cur[idx(0, top + 1, x)] = 1;
  for (let i = 1; i < r.length; i++) {
    const bound = r[i]!;
    const next = new Float64Array(W * W * W);
    for (let lo = 0; lo <= top; lo++) {
      for (let hi = Math.max(lo, 1); hi <= top + 1; hi++) {
        for (let x = Math.max(lo, 1); x <= Math.min(hi, top); x++) {
          const v = cur[idx(lo, hi, x)]!;
          if (v === 0) continue;
          const yLo = Math.max(lo, 1);
          const yHi = Math.min(hi, bound);
          for (let y = yLo; y <= yHi; y++) {
            const k = y === x || y === lo || y === hi ? idx(y, y, y) : y < x ? idx(lo, x, y) : idx(x, hi, y);
            const s = next[k]! + v;
            next[k] = s >= p ? s - p : s;
          }
        }
      }
    }
    cur = next;
  }
  let total = 0;
  for (const v of cur) total = (total + v) % p;
  return total;
}

/**
 * Sequences of operations sorting a permutation of 0..2^n-1, where operation i (1..n, each used at most
 * once, in any order) swaps two of the blocks of size 2^(i-1). A set of operations that sorts does so in every
 * order, so the count is the sum of |S|! over the working sets S; they are found level by level: after level
 * i every block of size 2^i must be a run of consecutive values, and at most two blocks may be repaired.
 */
export function blockSwapSortCount(perm: number[]): bigint {
  const a = perm.slice();
  const n = Math.round(Math.log2(a.length));
  if (2 ** n !== a.length) throw new RangeError("blockSwapSortCount: length must be a power of two");
  const fact = [1n];
  for (let i = 1; i <= n; i++) fact.push(fact[i - 1]! * BigInt(i));
  const run = (start: number, len: number) => {
    for (let j = start + 1; j < start + len; j++) if (a[j] !== a[j - 1]! + 1) return false;
    return true;
  };
  const swap = (x: number, y: number, len: number) => {
    for (let j = 0; j < len; j++) [a[x + j], a[y + j]] = [a[y + j]!, a[x + j]!];
  };
  let total = 0n;
  const dfs = (level: number, used: number) => {
    if (level > n) {
      total += fact[used]!;
      return;
    }
    const size = 2 ** level;
    const half = size / 2;
    const bad: number[] = [];
    for (let s = 0; s < a.length; s += size) {
      if (!run(s, size)) {
        bad.push(s);
        if (bad.length > 2) return;
      }
    }
    if (bad.length === 0) {
      dfs(level + 1, used);
      return;
    }
    const ok = () => bad.every((s) => run(s, size));
    if (bad.length === 1) {
      const s = bad[0]!;
      swap(s, s + half, half);
      if (ok()) dfs(level + 1, used + 1);
      swap(s, s + half, half);
      return;
    }
    const [x, y] = bad as [number, number];
    for (const p of [x, x + half]) {
      for (const q of [y, y + half]) {
        swap(p, q, half);
        if (ok()) dfs(level + 1, used + 1);
        swap(p, q, half);
      }
    }
  };
  dfs(1, 0);
  return total;
}

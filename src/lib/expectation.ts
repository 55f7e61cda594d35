// Exact solvers for the probability/expectation environments (rationals, or residues modulo a prime).
import { gcdBig } from "./numtheory.ts";
import { Rational } from "./rational.ts";

export const MOD998 = 998244353;
export const MOD1E9_7 = 1_000_000_007;

/** a·b mod m for 0 <= a, b < m < 2^31, exact in doubles. */
export function mulm(a: number, b: number, m: number): number {
  const hi = Math.floor(b / 65536);
  const lo = b - hi * 65536;
  return (((a * hi) % m) * 65536 + a * lo) % m;
}

export function powm(a: number, e: number, m: number): number {
  let r = 1 % m;
  let b = ((a % m) + m) % m;
  while (e > 0) {
    if (e & 1) r = mulm(r, b, m);
    b = mulm(b, b, m);
    e = Math.floor(e / 2);
  }
  return r;
}

/** a^-1 mod a prime m. */
export function invm(a: number, m: number): number {
  const r = ((a % m) + m) % m;
  if (r === 0) throw new RangeError("invm: not invertible");
  return powm(r, m - 2, m);
}

/** p/q as the residue p·q^-1 mod a prime m. */
export function rationalMod(r: Rational, m: number): number {
  const M = BigInt(m);
  const p = Number(((r.num % M) + M) % M);
  const q = Number(r.den % M);
  return mulm(p, invm(q, m), m);
}

/** Expected number of leaves of a uniformly random binary tree with n >= 1 nodes: n(n+1)/(2(2n-1)). */
export function binaryTreeLeafExpectation(n: number): Rational {
  const b = BigInt(n);
  return new Rational(b * (b + 1n), 2n * (2n * b - 1n));
}

/**
 * n people each pick a uniform seat among k in a row and walk right to the first free one: the
 * probability that everyone sits, (k+1-n)(k+1)^(n-1) / k^n (0 when n > k).
 */
export function cinemaProbability(n: number, k: number): Rational {
  const [p, q] = cinemaFraction(n, k);
  return new Rational(p, q);
}

/** The same probability as reduced [p, q] without a gcd of the huge parts (gcd(k+1, k) = 1). */
export function cinemaFraction(n: number, k: number): [bigint, bigint] {
  if (n > k) return [0n, 1n];
  const K = BigInt(k);
  let c = BigInt(k + 1 - n);
  let den = K ** BigInt(n);
  for (let g = gcdBig(c, K); g > 1n; g = gcdBig(c, K)) {
    c /= g;
    den /= g;
  }
  return [c * (K + 1n) ** BigInt(n - 1), den];
}

/**
 * Probability (mod m) that exactly k cells of a random filling of an a×b×c grid with 1..abc exceed every
 * other cell sharing a coordinate with them: inclusion-exclusion over ordered sets of i "at least" maxima.
 */
export function cubeLocalMaxProbability(a: number, b: number, c: number, k: number, m: number): number {
  const lim = Math.min(a, b, c);
  if (k > lim) return 0;
  const top = Math.max(a, b, c, lim) + 1;
  // Two modular inversions in all (was one per factorial and per term): the inverse factorials from the
  // last one down, and the inverse prefix products of the denominators from the last one down.
  const fact = [1];
  for (let i = 1; i <= top; i++) fact.push(mulm(fact[i - 1]!, i, m));
  const inv = new Array<number>(top + 1);
  inv[top] = invm(fact[top]!, m);
  for (let i = top; i > 0; i--) inv[i - 1] = mulm(inv[i]!, i, m);
  const choose = (n: number, r: number) => mulm(mulm(fact[n]!, inv[r]!, m), inv[n - r]!, m);
  const V = a * b * c;
  // prefix[i] = Π_{j <= i} (V - (a-j)(b-j)(c-j)); invPrefix[i] its inverse.
  const prefix = [1];
  for (let i = 1; i <= lim; i++) prefix.push(mulm(prefix[i - 1]!, (V - (a - i) * (b - i) * (c - i)) % m, m));
  const invPrefix = new Array<number>(lim + 1);
  invPrefix[lim] = invm(prefix[lim]!, m);
  for (let i = lim; i > 0; i--)
    invPrefix[i - 1] = mulm(invPrefix[i]!, (V - (a - i) * (b - i) * (c - i)) % m, m);
  let ans = 0;
  for (let i = Math.max(k, 1); i <= lim; i++) {
    let f = mulm(mulm(choose(a, i), choose(b, i), m), choose(c, i), m);
    const fi = fact[i]!;
    f = mulm(f, mulm(mulm(fi, fi, m), fi, m), m);
    f = mulm(mulm(f, invPrefix[i]!, m), choose(i, k), m);
    ans = (i - k) % 2 === 0 ? (ans + f) % m : (ans - f + m) % m;
  }
  if (k === 0) {
    // i = 0 term: probability 1.
    ans = (ans + 1) % m;
  }
  return ans;
}

/** Switches 1..n; switch i toggles every light j with j | i. Minimum presses to turn every light off. */
export function divisorFlipMinPresses(on: readonly boolean[]): number {
  const n = on.length;
  const s = on.slice();
  let cnt = 0;
  for (let i = n; i >= 1; i--) {
    if (!s[i - 1]) continue;
    cnt++;
    for (let j = 1; j * j <= i; j++) {
      if (i % j !== 0) continue;
      s[j - 1] = !s[j - 1];
      if (j * j !== i) s[i / j - 1] = !s[i / j - 1];
    }
  }
  return cnt;
}

/**
 * Press uniformly random switches while more than k presses are needed, then finish optimally:
 * expected total presses as an exact rational.
 */
export function divisorFlipExpectation(on: readonly boolean[], k: number): Rational {
  const n = on.length;
  const cnt = divisorFlipMinPresses(on);
  if (cnt <= k) return new Rational(cnt);
  // f[i]: expected presses to go from needing i presses to needing i-1.
  const f: Rational[] = new Array(n + 2).fill(Rational.ZERO);
  f[n] = Rational.ONE;
  for (let i = n - 1; i >= 1; i--) {
    f[i] = new Rational(BigInt(n)).add(f[i + 1]!.mul(new Rational(n - i))).div(new Rational(i));
  }
  let total = new Rational(k);
  for (let i = k + 1; i <= cnt; i++) total = total.add(f[i]!);
  return total;
}

/**
 * Array of n values, each uniform in 1..x; intervals [l, r] (0-based, inclusive). Expected value (mod m)
 * of the maximum over the intervals of the interval minimum.
 */
export function maxRmqExpectation(
  n: number,
  x: number,
  intervals: ReadonlyArray<[number, number]>,
  m: number,
): number {
  const invX = invm(x, m);
  // noneBetween[j][i]: no interval lies strictly inside (j, i) in 1-based positions, 0 <= j < i <= n+1.
  const inside = (j: number, i: number) => intervals.some(([l, r]) => l + 1 > j && r + 1 < i);
  const ok: boolean[][] = [];
  for (let j = 0; j <= n + 1; j++) {
    ok.push([]);
    for (let i = 0; i <= n + 1; i++) ok[j]!.push(j < i && !inside(j, i));
  }
  let ans = 0;
  for (let v = 1; v <= x; v++) {
    // P(value >= v) = 1 - P(every interval holds an element < v).
    const p = mulm(v - 1, invX, m);
    const q = (1 - p + m) % m;
    const qp = [1];
    for (let i = 1; i <= n + 1; i++) qp.push(mulm(qp[i - 1]!, q, m));
    const dp = new Array(n + 2).fill(0);
    dp[0] = 1;
    for (let i = 1; i <= n + 1; i++) {
      let s = 0;
      for (let j = 0; j < i; j++) {
        if (!ok[j]![i] || dp[j] === 0) continue;
        s = (s + mulm(dp[j], qp[i - j - 1]!, m)) % m;
      }
      dp[i] = i === n + 1 ? s : mulm(s, p, m);
    }
    ans = (ans + 1 - dp[n + 1] + m) % m;
  }
  return ans;
}

/**
 * Cards 0..n-1; card i gets weight w in {1,2,3} with probability a[i][w-1]/sum(a[i]); then cards are drawn
 * with probability proportional to weight. Probability (mod m) that T_u < T_v for every constraint (u, v),
 * the constraints forming a tree.
 */
export function moneyChargingProbability(
  a: ReadonlyArray<readonly number[]>,
  constraints: ReadonlyArray<[number, number]>,
  m: number,
): number {
  const n = a.length;
  const adj: Array<Array<[number, boolean]>> = Array.from({ length: n }, () => []);
  for (const [u, v] of constraints) {
    adj[u]!.push([v, true]);
    adj[v]!.push([u, false]);
  }
  const order: number[] = [];
  const parent = new Array(n).fill(-1);
  const down = new Array(n).fill(true);
  const seen = new Array(n).fill(false);
  const stack = [0];
  seen[0] = true;
  while (stack.length > 0) {
    const u = stack.pop()!;
    order.push(u);
    for (const [v, forward] of adj[u]!) {
      if (seen[v]) continue;
      seen[v] = true;
      parent[v] = u;
      down[v] = forward;
      stack.push(v);
    }
  }
  const f: number[][] = new Array(n);
  const invCache = new Map<number, number>();
  const inv = (s: number) => {
    let r = invCache.get(s);
    if (r === undefined) {
      r = invm(s, m);
      invCache.set(s, r);
    }
    return r;
  };
  for (let idx = n - 1; idx >= 0; idx--) {
    const u = order[idx]!;
    const row = a[u]!;
    const tot = inv(row[0]! + row[1]! + row[2]!);
    let cur = [0, 0, 0, 0];
    for (let w = 1; w <= 3; w++) cur[w] = mulm(mulm(row[w - 1]!, tot, m), w, m);
    for (const [v] of adj[u]!) {
      if (parent[v] !== u) continue;
      const fv = f[v]!;
      const next = new Array(cur.length + fv.length - 1).fill(0);
      let fvSum = 0;
      for (const x of fv) fvSum = (fvSum + x) % m;
      for (let i = 0; i < cur.length; i++) {
        const ci = cur[i]!;
        if (ci === 0) continue;
        if (!down[v]) next[i] = (next[i] + mulm(ci, fvSum, m)) % m;
        for (let j = 0; j < fv.length; j++) {
          if (fv[j] === 0) continue;
          const t = mulm(ci, fv[j]!, m);
          next[i + j] = down[v] ? (next[i + j] + t) % m : (next[i + j] - t + m) % m;
        }
      }
      cur = next;
    }
    for (let s = 1; s < cur.length; s++) cur[s] = mulm(cur[s]!, inv(s), m);
    f[u] = cur;
  }
  return f[0]!.reduce((x, y) => (x + y) % m, 0);
}

/**
 * Pólya urn: counts[c] balls of colour c; each draw returns the ball plus d more of its colour. Events
 * (time, colour) with distinct increasing times: probability that every event happens. By exchangeability
 * only the order of the events matters.
 */
export function polyaProbability(
  counts: readonly number[],
  d: number,
  events: ReadonlyArray<[number, number]>,
): Rational {
  const c = counts.map(BigInt);
  let total = c.reduce((x, y) => x + y, 0n);
  let num = 1n;
  let den = 1n;
  const D = BigInt(d);
  for (const [, colour] of events) {
    num *= c[colour]!;
    den *= total;
    c[colour]! += D;
    total += D;
    const g = gcdBig(num, den) || 1n;
    num /= g;
    den /= g;
  }
  return new Rational(num, den);
}

/**
 * Q operations, each on a uniformly random subarray [l, r] (one of n(n+1)/2), set every element to the
 * subarray maximum. For each position: the expected final value times (n(n+1)/2)^Q, modulo m.
 */
export function randomRangeMaxScaled(values: readonly number[], q: number, m: number): number[] {
  const n = values.length;
  const T = (n * (n + 1)) / 2;
  const TQ = powm(T, q, m);
  const distinct = [...new Set(values)].sort((x, y) => x - y);
  const out = new Array(n).fill(0).map(() => mulm(distinct[0]! % m, TQ, m));
  const tri = (k: number) => (k * (k + 1)) / 2;
  for (let t = 1; t < distinct.length; t++) {
    const thr = distinct[t]!;
    const step = (thr - distinct[t - 1]!) % m;
    const zero = new Array(n).fill(0);
    // Zero segments (values below thr); positions 1-based.
    let i = 1;
    while (i <= n) {
      if (values[i - 1]! >= thr) {
        i++;
        continue;
      }
      let j = i;
      while (j + 1 <= n && values[j]! < thr) j++;
      const L = i;
      const R = j;
      const len = R - L + 1;
      // g[l][r] for L <= l <= r <= R, stored at index (l-L)*len + (r-L).
      let g = new Float64Array(len * len);
      let ng = new Float64Array(len * len);
      g[R - L] = 1;
      for (let step2 = 0; step2 < q; step2++) {
        ng.fill(0);
        // Left moves: [l, r] -> [l', r] for l < l' <= r with weight (l-1), when l > 1.
        for (let r = L; r <= R; r++) {
          let acc = 0;
          for (let l = L; l <= r; l++) {
            if (acc !== 0) ng[(l - L) * len + (r - L)] = acc;
            const cur = g[(l - L) * len + (r - L)]!;
            if (cur !== 0 && l > 1) acc = (acc + mulm(cur, l - 1, m)) % m;
          }
        }
        for (let l = L; l <= R; l++) {
          let acc = 0;
          for (let r = R; r >= l; r--) {
            const idx = (l - L) * len + (r - L);
            if (acc !== 0) ng[idx] = (ng[idx]! + acc) % m;
            const cur = g[idx]!;
            if (cur !== 0 && r < n) acc = (acc + mulm(cur, n - r, m)) % m;
          }
        }
        for (let l = L; l <= R; l++) {
          for (let r = l; r <= R; r++) {
            const idx = (l - L) * len + (r - L);
            const cur = g[idx]!;
            if (cur === 0) continue;
            const stay = (tri(l - 1) + tri(n - r) + tri(r - l + 1)) % m;
            ng[idx] = (ng[idx]! + mulm(cur, stay, m)) % m;
          }
        }
        [g, ng] = [ng, g];
      }
      const diff = new Array(len + 1).fill(0);
      for (let l = L; l <= R; l++) {
        for (let r = l; r <= R; r++) {
          const cur = g[(l - L) * len + (r - L)]!;
          if (cur === 0) continue;
          diff[l - L] = (diff[l - L] + cur) % m;
          diff[r - L + 1] = (diff[r - L + 1] - cur + m) % m;
        }
      }
      let run = 0;
      for (let p = L; p <= R; p++) {
        run = (run + diff[p - L]) % m;
        zero[p - 1] = run;
      }
      i = R + 1;
    }
    for (let p = 0; p < n; p++) {
      const reach = (TQ - zero[p] + m) % m;
      out[p] = (out[p] + mulm(step, reach, m)) % m;
    }
  }
  return out;
}

/** Subtree sizes of a tree given by parent[] (parent[root] = -1, parents before children not required). */
export function subtreeSizes(parent: readonly number[]): number[] {
  const n = parent.length;
  const children: number[][] = Array.from({ length: n }, () => []);
  let root = -1;
  for (let v = 0; v < n; v++) {
    if (parent[v]! < 0) root = v;
    else children[parent[v]!]!.push(v);
  }
  const order: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const u = stack.pop()!;
    order.push(u);
    for (const c of children[u]!) stack.push(c);
  }
  const size = new Array(n).fill(1);
  for (let i = order.length - 1; i >= 0; i--) {
    const u = order[i]!;
    if (parent[u]! >= 0) size[parent[u]!] += size[u];
  }
  return size;
}

/**
 * Repeatedly pick a uniformly random uncoloured vertex and colour it and all its ancestors: the expected
 * number of picks is the sum over vertices of 1/subtree size (a vertex is picked iff it precedes its
 * whole subtree in a random order).
 */
export function treeEliminationExpectation(parent: readonly number[]): Rational {
  let r = Rational.ZERO;
  for (const s of subtreeSizes(parent)) r = r.add(new Rational(1n, BigInt(s)));
  return r;
}

/**
 * Simple random walk on a tree: the sum over all ordered pairs (S, T) (S = T included, time 0) of the
 * expected time to reach T from S, sum over edges of s·(n-s)·(2n-2).
 */
export function treeRandomWalkTotal(n: number, edges: ReadonlyArray<[number, number]>): bigint {
  const parent = new Array(n).fill(-1);
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u]!.push(v);
    adj[v]!.push(u);
  }
  const seen = new Array(n).fill(false);
  seen[0] = true;
  const stack = [0];
  while (stack.length > 0) {
    const u = stack.pop()!;
    for (const v of adj[u]!) {
      if (seen[v]) continue;
      seen[v] = true;
      parent[v] = u;
      stack.push(v);
    }
  }
  const size = subtreeSizes(parent);
  let total = 0n;
  const N = BigInt(n);
  for (let v = 1; v < n; v++) {
    const s = BigInt(size[v]!);
    total += s * (N - s) * (2n * N - 2n);
  }
  return total;
}

// The prompt-only audit of batch b15b (11 optimisation environments): every solver below reads only the
// statement text (env.prompt) and re-derives an optimum by enumeration, or by an exact method written here
// (a subset DP, a memoised game search, branch and bound with a proved bound, Dinkelbach's iteration), then
// judges answers by feasibility and optimal value. Ratios are compared by cross-multiplication, never floats.
import assert from "node:assert/strict";
import { test } from "node:test";
import { instanceOf } from "../../src/core/env.ts";
import { normalizeAnswer } from "../../src/core/normalize.ts";
import { getEnv } from "../../src/core/registry.ts";
import { auditFromPrompt, type PromptSolver } from "../support/prompt-audit.ts";

// ---------------------------------------------------------------- shared readers

const INT_TOKEN = /^[+-]?\d+(?:\.0*)?$/;

/** Integers separated by spaces and/or commas (optionally in one pair of brackets), as the notation policy reads lists. */
function readList(answer: string): number[] | null {
  let t = normalizeAnswer(answer).trim();
  if (/^\[[^[\]]*\]$/.test(t) || /^\([^()]*\)$/.test(t)) t = t.slice(1, -1).trim();
  if (t === "") return [];
  const tokens = t.split(/[\s,]+/).filter((x) => x !== "");
  if (!tokens.every((x) => INT_TOKEN.test(x))) return null;
  const out = tokens.map((x) => Number(x.split(".")[0]));
  return out.every((v) => Number.isSafeInteger(v)) ? out : null;
}

function num(statement: string, re: RegExp): number {
  const m = re.exec(statement);
  assert.ok(m, `statement does not match ${re}`);
  return m[1] === "one" ? 1 : Number(m[1]);
}

function rows(statement: string, re: RegExp): number[][] {
  return [...statement.matchAll(re)].map((m) => m.slice(1).map(Number));
}

/** A memo per statement: every optimum is computed once per statement. */
function memo<T>(f: (statement: string) => T): (statement: string) => T {
  const cache = new Map<string, T>();
  return (s) => {
    let v = cache.get(s);
    if (v === undefined) {
      v = f(s);
      cache.set(s, v);
    }
    return v;
  };
}

/** Every strictly increasing list of k values from 0..n-1. */
function combinations(n: number, k: number, visit: (c: number[]) => void): void {
  const c: number[] = [];
  const rec = (from: number) => {
    if (c.length === k) {
      visit(c);
      return;
    }
    for (let v = from; v <= n - (k - c.length); v++) {
      c.push(v);
      rec(v + 1);
      c.pop();
    }
  };
  rec(0);
}

function distinctInRange(list: number[], n: number): boolean {
  return new Set(list).size === list.length && list.every((v) => v >= 0 && v < n);
}

function isPermutation(list: number[], n: number): boolean {
  return list.length === n && distinctInRange(list, n);
}

function bits(mask: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) if ((mask >> i) & 1) out.push(i);
  return out;
}

function popcount(x: number): number {
  let c = 0;
  for (let y = x; y; y &= y - 1) c++;
  return c;
}

// ---------------------------------------------------------------- bez-minimalist-security

function readBez(s: string) {
  const p = rows(s, /^P\[\d+\] = (\d+)$/gm).map((r) => r[0]!);
  const eqs = rows(s, /^Q\[(\d+)\] \+ Q\[(\d+)\] = (\d+)$/gm);
  const maximise = /maximise the sum Q\[0\]/.test(s);
  assert.ok(maximise || /minimise the sum Q\[0\]/.test(s));
  assert.equal(p.length, num(s, /an array P of (\d+) integers/));
  return { p, eqs, maximise };
}

function bezValid(p: number[], eqs: number[][], q: number[]): boolean {
  if (q.length !== p.length || !q.every((v, i) => v >= 0 && v <= p[i]!)) return false;
  return eqs.every(([u, v, w]) => q[u!]! + q[v!]! === w);
}

/** Per connected component: every value of its first vertex (0..P), the equations then fix the rest. */
const bezBest = memo((s) => {
  const { p, eqs, maximise } = readBez(s);
  const n = p.length;
  const adj: [number, number][][] = Array.from({ length: n }, () => []);
  for (const [u, v, w] of eqs) {
    adj[u!]!.push([v!, w!]);
    adj[v!]!.push([u!, w!]);
  }
  const q = new Array<number>(n).fill(0);
  const seen = new Array<boolean>(n).fill(false);
  for (let r = 0; r < n; r++) {
    if (seen[r]) continue;
    const comp: number[] = [r];
    seen[r] = true;
    for (let i = 0; i < comp.length; i++)
      for (const [v] of adj[comp[i]!]!)
        if (!seen[v]) {
          seen[v] = true;
          comp.push(v);
        }
    let best: number[] | null = null;
    let bestSum = 0;
    for (let t = 0; t <= p[r]!; t++) {
      const val = new Map<number, number>([[r, t]]);
      const queue = [r];
      let ok = true;
      for (let i = 0; i < queue.length && ok; i++) {
        const u = queue[i]!;
        for (const [v, w] of adj[u]!) {
          const want = w - val.get(u)!;
          if (val.has(v)) {
            if (val.get(v) !== want) ok = false;
          } else {
            if (want < 0 || want > p[v]!) ok = false;
            val.set(v, want);
            queue.push(v);
          }
        }
      }
      if (!ok) continue;
      const sum = comp.reduce((a, v) => a + val.get(v)!, 0);
      if (best === null || (maximise ? sum > bestSum : sum < bestSum)) {
        best = comp.map((v) => val.get(v)!);
        bestSum = sum;
      }
    }
    assert.ok(best, "a component has no feasible assignment");
    comp.forEach((v, i) => {
      q[v] = best![i]!;
    });
  }
  assert.ok(bezValid(p, eqs, q));
  return { best: q, value: q.reduce((a, b) => a + b, 0) };
});

const bez: PromptSolver = {
  solve: (s) => bezBest(s).best.join(" "),
  judge(s, answer) {
    const { p, eqs } = readBez(s);
    const q = readList(answer);
    if (!q || !bezValid(p, eqs, q)) return false;
    return q.reduce((a, b) => a + b, 0) === bezBest(s).value;
  },
};

// ---------------------------------------------------------------- fractional-programming

function readFrac(s: string) {
  const ab = rows(s, /^A\[\d+\] = (\d+), B\[\d+\] = (\d+)$/gm);
  const k = num(s, /Choose exactly (one|\d+) distinct ind/);
  assert.equal(ab.length, num(s, /two arrays A and B of (\d+) positive integers/));
  return { ab, k };
}

function ratioOf(ab: number[][], chosen: number[]): [number, number] {
  let a = 0;
  let b = 0;
  for (const i of chosen) {
    a += ab[i]![0]!;
    b += ab[i]![1]!;
  }
  return [a, b];
}

/** a1/b1 compared with a2/b2 (positive denominators), exactly. */
function cmpRatio([a1, b1]: [number, number], [a2, b2]: [number, number]): number {
  const l = BigInt(a1) * BigInt(b2);
  const r = BigInt(a2) * BigInt(b1);
  return l < r ? -1 : l > r ? 1 : 0;
}

const fracBest = memo((s) => {
  const { ab, k } = readFrac(s);
  let best: number[] = [];
  let bestR: [number, number] = [0, 1];
  let first = true;
  combinations(ab.length, k, (c) => {
    const r = ratioOf(ab, c);
    if (first || cmpRatio(r, bestR) > 0) {
      best = [...c];
      bestR = r;
      first = false;
    }
  });
  return { best, bestR };
});

const frac: PromptSolver = {
  solve: (s) => fracBest(s).best.join(" "),
  judge(s, answer) {
    const { ab, k } = readFrac(s);
    const list = readList(answer);
    if (!list || list.length !== k || !distinctInRange(list, ab.length)) return false;
    return cmpRatio(ratioOf(ab, list), fracBest(s).bestR) === 0;
  },
};

// ---------------------------------------------------------------- fractional-programming-bipartite-graph-matching

function readMatrices(s: string) {
  const n = num(s, /two (\d+) x \d+ matrices A and B/);
  const grab = (label: string) => {
    const at = s.indexOf(`\n${label}:\n`);
    assert.ok(at >= 0);
    const lines = s
      .slice(at + label.length + 3)
      .split("\n")
      .slice(0, n);
    return lines.map((l) => {
      const r = l.trim().split(/\s+/).map(Number);
      assert.equal(r.length, n);
      assert.ok(r.every((v) => Number.isInteger(v) && v > 0));
      return r;
    });
  };
  return { n, a: grab("A"), b: grab("B") };
}

function matchRatio(a: number[][], b: number[][], perm: number[]): [number, number] {
  let x = 0;
  let y = 0;
  perm.forEach((j, i) => {
    x += a[i]![j]!;
    y += b[i]![j]!;
  });
  return [x, y];
}

/**
 * Dinkelbach's iteration with exact rationals: for lambda = p/q (the ratio of the current permutation), a
 * bitmask DP finds the permutation maximising sum(q*A - p*B); the ratio is optimal once that maximum is 0.
 */
const matchBest = memo((s) => {
  const { n, a, b } = readMatrices(s);
  let perm = Array.from({ length: n }, (_, i) => i);
  for (let round = 0; round < 1000; round++) {
    const [p, q] = matchRatio(a, b, perm);
    const size = 1 << n;
    const f = new Array<number>(size).fill(Number.NEGATIVE_INFINITY);
    const from = new Array<number>(size).fill(-1);
    f[0] = 0;
    for (let mask = 0; mask < size; mask++) {
      if (f[mask] === Number.NEGATIVE_INFINITY) continue;
      const i = popcount(mask);
      if (i === n) continue;
      for (let j = 0; j < n; j++) {
        if ((mask >> j) & 1) continue;
        const v = f[mask]! + q * a[i]![j]! - p * b[i]![j]!;
        if (v > f[mask | (1 << j)]!) {
          f[mask | (1 << j)] = v;
          from[mask | (1 << j)] = j;
        }
      }
    }
    if (f[size - 1]! <= 0) return { best: perm, bestR: [p, q] as [number, number] };
    const next = new Array<number>(n);
    for (let mask = size - 1, i = n - 1; i >= 0; i--) {
      const j = from[mask]!;
      next[i] = j;
      mask ^= 1 << j;
    }
    assert.ok(cmpRatio(matchRatio(a, b, next), [p, q]) > 0);
    perm = next;
  }
  throw new Error("Dinkelbach did not converge");
});

const matching: PromptSolver = {
  solve: (s) => matchBest(s).best.join(" "),
  judge(s, answer) {
    const { n, a, b } = readMatrices(s);
    const list = readList(answer);
    if (!list || !isPermutation(list, n)) return false;
    return cmpRatio(matchRatio(a, b, list), matchBest(s).bestR) === 0;
  },
};

// ---------------------------------------------------------------- hur-warehouse-store

function readHur(s: string) {
  const days = rows(s, /^day \d+: A=(\d+), B=(\d+)$/gm);
  assert.equal(days.length, num(s, /runs for (\d+) days/));
  return days;
}

function hurFeasible(days: number[][], served: Set<number>): boolean {
  let stock = 0;
  for (let i = 0; i < days.length; i++) {
    stock += days[i]![0]!;
    if (served.has(i)) {
      if (stock < days[i]![1]!) return false;
      stock -= days[i]![1]!;
    }
  }
  return true;
}

/** Every subset of days. */
const hurBest = memo((s) => {
  const days = readHur(s);
  let best: number[] = [];
  for (let mask = 0; mask < 1 << days.length; mask++) {
    const set = bits(mask, days.length);
    if (set.length > best.length && hurFeasible(days, new Set(set))) best = set;
  }
  return best;
});

const hur: PromptSolver = {
  solve: (s) => hurBest(s).join(" "),
  judge(s, answer) {
    const days = readHur(s);
    const list = readList(answer);
    if (!list || !distinctInRange(list, days.length)) return false;
    return hurFeasible(days, new Set(list)) && list.length === hurBest(s).length;
  },
};

// ---------------------------------------------------------------- integer-programming

interface Ineq {
  coef: number[];
  rhs: number;
}

function readIneqs(s: string) {
  const n = num(s, /Find integers x0, \.\.\., x(\d+) that/) + 1;
  const m = num(s, /all of these (\d+) inequalit/);
  const out: Ineq[] = [];
  for (const line of s.split("\n")) {
    const mm = /^(.+) <= (-?\d+)$/.exec(line);
    if (!mm) continue;
    const coef = new Array<number>(n).fill(0);
    const lhs = mm[1]!.replace(/ - /g, " + -").split(" + ");
    for (const term of lhs) {
      const t = /^(-?)(\d*)\*?x(\d+)$/.exec(term.trim());
      assert.ok(t, `term "${term}"`);
      const c = (t[1] === "-" ? -1 : 1) * (t[2] === "" ? 1 : Number(t[2]));
      const j = Number(t[3]);
      assert.ok(j < n && coef[j] === 0);
      coef[j] = c;
    }
    out.push({ coef, rhs: Number(mm[2]) });
  }
  assert.equal(out.length, m);
  return { n, ineqs: out };
}

function satisfies(ineqs: Ineq[], x: number[]): boolean {
  return ineqs.every(({ coef, rhs }) => coef.reduce((a, c, j) => a + c * x[j]!, 0) <= rhs);
}

/** Floor and ceiling of a/b for b != 0. */
const floorDiv = (a: number, b: number) => Math.floor(a / b);
const ceilDiv = (a: number, b: number) => Math.ceil(a / b);

/**
 * A complete search of the box [-B, B]^n (B = 16, 64, 256, ...): bounds propagation on every inequality to a
 * fixpoint, then bisection of the widest domain. Any point it returns satisfies every inequality.
 */
function ipSearch(n: number, ineqs: Ineq[], box: number): number[] | null {
  const rec = (lo: number[], hi: number[]): number[] | null => {
    for (let changed = true; changed; ) {
      changed = false;
      for (const { coef, rhs } of ineqs) {
        let minSum = 0;
        for (let j = 0; j < n; j++) minSum += Math.min(coef[j]! * lo[j]!, coef[j]! * hi[j]!);
        if (minSum > rhs) return null;
        for (let j = 0; j < n; j++) {
          const c = coef[j]!;
          if (c === 0) continue;
          const rest = rhs - (minSum - Math.min(c * lo[j]!, c * hi[j]!));
          if (c > 0) {
            const ub = floorDiv(rest, c);
            if (ub < hi[j]!) {
              hi[j] = ub;
              changed = true;
            }
          } else {
            const lb = ceilDiv(rest, c);
            if (lb > lo[j]!) {
              lo[j] = lb;
              changed = true;
            }
          }
          if (lo[j]! > hi[j]!) return null;
        }
      }
    }
    let w = -1;
    for (let j = 0; j < n; j++) if (hi[j]! > lo[j]! && (w < 0 || hi[j]! - lo[j]! > hi[w]! - lo[w]!)) w = j;
    if (w < 0) return satisfies(ineqs, lo) ? lo : null;
    const mid = Math.floor((lo[w]! + hi[w]!) / 2);
    const hi2 = [...hi];
    hi2[w] = mid;
    const left = rec([...lo], hi2);
    if (left) return left;
    const lo2 = [...lo];
    lo2[w] = mid + 1;
    return rec(lo2, [...hi]);
  };
  return rec(new Array<number>(n).fill(-box), new Array<number>(n).fill(box));
}

const ipSolve = memo((s) => {
  const { n, ineqs } = readIneqs(s);
  for (let box = 16; box <= 1 << 20; box *= 4) {
    const x = ipSearch(n, ineqs, box);
    if (x) return x;
  }
  throw new Error("no integer point found");
});

const integerProgramming: PromptSolver = {
  solve: (s) => ipSolve(s).join(" "),
  judge(s, answer) {
    const { n, ineqs } = readIneqs(s);
    const x = readList(answer);
    return !!x && x.length === n && satisfies(ineqs, x);
  },
};

// ---------------------------------------------------------------- king-sorting

function readKing(s: string) {
  const pairs = rows(s, /^pair \d+: a=(\d+), b=(\d+)$/gm);
  assert.equal(pairs.length, num(s, /There are (\d+) pairs/));
  return pairs;
}

function kingCost(pairs: number[][], order: number[]): bigint {
  let prod = BigInt(pairs[0]![0]!);
  let worst = -1n;
  for (const i of order) {
    const v = prod / BigInt(pairs[i]![1]!);
    if (v > worst) worst = v;
    prod *= BigInt(pairs[i]![0]!);
  }
  return worst;
}

/**
 * The amount a pair receives depends only on the set standing before it, so the best order of a set S of
 * pairs is min over its last pair i of max(best(S - i), floor(a0 * prod(S - i) / b_i)): a DP over subsets
 * that covers every order.
 */
const kingBest = memo((s) => {
  const pairs = readKing(s);
  const m = pairs.length - 1;
  const size = 1 << m;
  const prod = new Array<bigint>(size);
  prod[0] = BigInt(pairs[0]![0]!);
  for (let mask = 1; mask < size; mask++) {
    const low = Math.log2(mask & -mask);
    prod[mask] = prod[mask & (mask - 1)]! * BigInt(pairs[low + 1]![0]!);
  }
  const f = new Array<bigint>(size);
  const last = new Array<number>(size).fill(-1);
  f[0] = -1n;
  for (let mask = 1; mask < size; mask++) {
    let best: bigint | null = null;
    for (let i = 0; i < m; i++) {
      if (!((mask >> i) & 1)) continue;
      const rest = mask ^ (1 << i);
      const here = prod[rest]! / BigInt(pairs[i + 1]![1]!);
      const v = f[rest]! > here ? f[rest]! : here;
      if (best === null || v < best) {
        best = v;
        last[mask] = i;
      }
    }
    f[mask] = best!;
  }
  const order: number[] = [];
  for (let mask = size - 1; mask; ) {
    const i = last[mask]!;
    order.unshift(i + 1);
    mask ^= 1 << i;
  }
  assert.equal(kingCost(pairs, order), f[size - 1]);
  return { best: order, value: f[size - 1]! };
});

const king: PromptSolver = {
  solve: (s) => kingBest(s).best.join(" "),
  judge(s, answer) {
    const pairs = readKing(s);
    const list = readList(answer);
    if (!list || list.length !== pairs.length - 1 || !distinctInRange(list, pairs.length)) return false;
    if (list.includes(0)) return false;
    return kingCost(pairs, list) === kingBest(s).value;
  },
};

// ---------------------------------------------------------------- land-acquisition

function readLand(s: string) {
  const plots = rows(s, /^plot \d+: W=(\d+), L=(\d+)$/gm);
  assert.equal(plots.length, num(s, /There are (\d+) plots/));
  return plots;
}

function groupCost(plots: number[][], group: number[]): number {
  let w = 0;
  let l = 0;
  for (const i of group) {
    w = Math.max(w, plots[i]![0]!);
    l = Math.max(l, plots[i]![1]!);
  }
  return w * l;
}

/** Every partition: f(S) = min over the group G holding S's lowest plot of cost(G) + f(S - G). */
const landBest = memo((s) => {
  const plots = readLand(s);
  const n = plots.length;
  const size = 1 << n;
  const cost = new Array<number>(size).fill(0);
  for (let mask = 1; mask < size; mask++) cost[mask] = groupCost(plots, bits(mask, n));
  const f = new Array<number>(size).fill(Number.POSITIVE_INFINITY);
  const pick = new Array<number>(size).fill(0);
  f[0] = 0;
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    const rest = mask ^ low;
    for (let sub = rest; ; sub = (sub - 1) & rest) {
      const g = sub | low;
      const v = cost[g]! + f[mask ^ g]!;
      if (v < f[mask]!) {
        f[mask] = v;
        pick[mask] = g;
      }
      if (sub === 0) break;
    }
  }
  const groups: number[][] = [];
  for (let mask = size - 1; mask; mask ^= pick[mask]!) groups.push(bits(pick[mask]!, n));
  return { groups, value: f[size - 1]! };
});

const land: PromptSolver = {
  solve: (s) =>
    landBest(s)
      .groups.map((g) => g.join(" "))
      .join("\n"),
  judge(s, answer) {
    const plots = readLand(s);
    const lines = normalizeAnswer(answer)
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l !== "");
    const groups: number[][] = [];
    for (const line of lines) {
      const g = readList(line);
      if (!g || g.length === 0) return false;
      groups.push(g);
    }
    const all = groups.flat();
    if (!isPermutation(all, plots.length)) return false;
    return groups.reduce((a, g) => a + groupCost(plots, g), 0) === landBest(s).value;
  },
};

// ---------------------------------------------------------------- maf-mafia

function readMaf(s: string) {
  const aims = rows(s, /^gangster \d+ aims at (\d+)$/gm).map((r) => r[0]!);
  assert.equal(aims.length, num(s, /There are (\d+) gangsters/));
  const large = /number of gangsters who die is as large as possible/.test(s);
  assert.ok(large || /number of gangsters who die is as small as possible/.test(s));
  return { aims, large };
}

function mafDeaths(aims: number[], order: number[]): number {
  const dead = new Set<number>();
  for (const g of order) if (!dead.has(g)) dead.add(aims[g]!);
  return dead.size;
}

/** A memoised search over (who has acted, who is dead): every order is covered. */
const mafBest = memo((s) => {
  const { aims, large } = readMaf(s);
  const n = aims.length;
  const full = (1 << n) - 1;
  const seen = new Map<number, number>();
  const value = (acted: number, dead: number): number => {
    if (acted === full) return popcount(dead);
    const key = acted * (1 << n) + dead;
    const got = seen.get(key);
    if (got !== undefined) return got;
    let best = large ? -1 : n + 1;
    for (let g = 0; g < n; g++) {
      if ((acted >> g) & 1) continue;
      const d = (dead >> g) & 1 ? dead : dead | (1 << aims[g]!);
      const v = value(acted | (1 << g), d);
      if (large ? v > best : v < best) best = v;
    }
    seen.set(key, best);
    return best;
  };
  const target = value(0, 0);
  const order: number[] = [];
  let acted = 0;
  let dead = 0;
  while (acted !== full) {
    for (let g = 0; g < n; g++) {
      if ((acted >> g) & 1) continue;
      const d = (dead >> g) & 1 ? dead : dead | (1 << aims[g]!);
      if (value(acted | (1 << g), d) === target) {
        order.push(g);
        acted |= 1 << g;
        dead = d;
        break;
      }
    }
  }
  assert.equal(mafDeaths(aims, order), target);
  return { best: order, value: target };
});

const maf: PromptSolver = {
  solve: (s) => mafBest(s).best.join(" "),
  judge(s, answer) {
    const { aims } = readMaf(s);
    const list = readList(answer);
    if (!list || !isPermutation(list, aims.length)) return false;
    return mafDeaths(aims, list) === mafBest(s).value;
  },
};

// ---------------------------------------------------------------- max-minimum-after-interval-addition

function readMaxMin(s: string) {
  const m = /array of (\d+) integers \(indices 0 to \d+\): ([-\d ]+)$/m.exec(s);
  assert.ok(m);
  const arr = m[2]!.trim().split(" ").map(Number);
  assert.equal(arr.length, Number(m[1]));
  const intervals = rows(s, /^interval \d+: \[(\d+), (\d+)\]$/gm);
  assert.equal(intervals.length, num(s, /and (\d+) intervals/));
  const k = num(s, /Choose exactly (one|\d+) (?:different )?interval numbers?\b/);
  const add = num(s, /For each chosen interval, (-?\d+) is added/);
  return { arr, intervals, k, add };
}

function minAfter(arr: number[], intervals: number[][], add: number, chosen: number[]): number {
  const a = [...arr];
  for (const c of chosen) for (let i = intervals[c]![0]!; i <= intervals[c]![1]!; i++) a[i]! += add;
  return Math.min(...a);
}

const maxMinBest = memo((s) => {
  const { arr, intervals, k, add } = readMaxMin(s);
  let best: number[] = [];
  let value = Number.NEGATIVE_INFINITY;
  combinations(intervals.length, k, (c) => {
    const v = minAfter(arr, intervals, add, c);
    if (v > value) {
      value = v;
      best = [...c];
    }
  });
  return { best, value };
});

const maxMin: PromptSolver = {
  solve: (s) => maxMinBest(s).best.join(" "),
  judge(s, answer) {
    const { arr, intervals, k, add } = readMaxMin(s);
    const list = readList(answer);
    if (!list || list.length !== k || !distinctInRange(list, intervals.length)) return false;
    return minAfter(arr, intervals, add, list) === maxMinBest(s).value;
  },
};

// ---------------------------------------------------------------- max-segment-coverage-constraint

function readSeg(s: string) {
  const segs = rows(s, /^segment \d+: \[(\d+), (\d+)\]$/gm);
  assert.equal(segs.length, num(s, /There are (\d+) segments/));
  const points = rows(s, /^point (\d+): at most (\d+) selected segments? may contain it$/gm);
  return { segs, points };
}

function segFeasible(segs: number[][], points: number[][], chosen: number[]): boolean {
  return points.every(
    ([p, x]) => chosen.filter((c) => segs[c]![0]! <= p! && p! <= segs[c]![1]!).length <= x!,
  );
}

const segBest = memo((s) => {
  const { segs, points } = readSeg(s);
  let best: number[] = [];
  for (let mask = 0; mask < 1 << segs.length; mask++) {
    const set = bits(mask, segs.length);
    if (set.length > best.length && segFeasible(segs, points, set)) best = set;
  }
  return best;
});

const seg: PromptSolver = {
  solve: (s) => segBest(s).join(" "),
  judge(s, answer) {
    const { segs, points } = readSeg(s);
    const list = readList(answer);
    if (!list || !distinctInRange(list, segs.length)) return false;
    return segFeasible(segs, points, list) && list.length === segBest(s).length;
  },
};

// ---------------------------------------------------------------- maximum-subsequence-num

function readSubseq(s: string) {
  const m = /a sequence of (\d+) symbols, each an integer from 0 to (\d+): ([\d ]+)$/m.exec(s);
  assert.ok(m);
  const seq = m[3]!.trim().split(" ").map(Number);
  assert.equal(seq.length, Number(m[1]));
  const k = Number(m[2]) + 1;
  const add = num(s, /Append exactly (one|\d+) more symbols?/);
  return { seq, k, add };
}

/** Distinct subsequences, the empty one included, by brute force over index subsets (tiny inputs only). */
function subseqBrute(seq: number[]): number {
  const set = new Set<string>();
  for (let mask = 0; mask < 1 << seq.length; mask++)
    set.add(
      bits(mask, seq.length)
        .map((i) => seq[i])
        .join(","),
    );
  return set.size;
}

/**
 * The count D of distinct subsequences (empty included) and, per symbol c, last[c] = the count just before
 * c's last occurrence (0 if c never occurred): appending c makes D' = 2D - last[c] and last[c] = D.
 */
function subseqState(seq: number[], k: number): { d: number; last: number[] } {
  let d = 1;
  const last = new Array<number>(k).fill(0);
  for (const c of seq) {
    const next = 2 * d - last[c]!;
    last[c] = d;
    d = next;
  }
  return { d, last };
}

/**
 * Branch and bound over the appended symbols (symbols never seen are interchangeable, so one stands for all).
 * After r steps D_r = 2^r D - sum_t 2^(r-1-t) L_t, where L_t is the last[] value used at step t: each current
 * last[] value is used at most once, any other L_t is a count >= the current D. By the rearrangement
 * inequality sum_t 2^(r-1-t) L_t >= the same sum over the current last[] sorted ascending, then D repeated.
 */
const subseqBest = memo((s) => {
  const { seq, k, add } = readSubseq(s);
  const start = subseqState(seq, k);
  const bound = (d: number, last: number[], r: number): number => {
    const sorted = [...last].sort((x, y) => x - y);
    let v = d;
    for (let t = 0; t < r; t++) v = 2 * v - (t < sorted.length ? sorted[t]! : d);
    return v;
  };
  let bestValue = -1;
  let best: number[] = [];
  const path: number[] = [];
  const rec = (d: number, last: number[]) => {
    const r = add - path.length;
    if (r === 0) {
      if (d > bestValue) {
        bestValue = d;
        best = [...path];
      }
      return;
    }
    if (bound(d, last, r) <= bestValue) return;
    const tried = new Set<number>();
    const cands = Array.from({ length: k }, (_, c) => c).sort((x, y) => last[x]! - last[y]!);
    for (const c of cands) {
      if (last[c] === 0 && tried.has(0)) continue;
      tried.add(last[c]!);
      const nl = [...last];
      nl[c] = d;
      path.push(c);
      rec(2 * d - last[c]!, nl);
      path.pop();
    }
  };
  rec(start.d, start.last);
  return { best, value: bestValue };
});

const subseq: PromptSolver = {
  solve: (s) => subseqBest(s).best.join(" "),
  judge(s, answer) {
    const { seq, k, add } = readSubseq(s);
    const list = readList(answer);
    if (!list || list.length !== add || !list.every((c) => c >= 0 && c < k)) return false;
    return subseqState([...seq, ...list], k).d === subseqBest(s).value;
  },
};

// ---------------------------------------------------------------- the audits

test("the subsequence counter and the subset DPs agree with brute force on small cases", () => {
  for (const seq of [[], [0], [0, 0], [0, 1, 0], [1, 2, 1, 1, 0, 2], [3, 3, 1, 0, 1, 3, 2]])
    assert.equal(subseqState(seq, 4).d, subseqBrute(seq));
  // the king DP against every order of 5 pairs after pair 0
  const pairs = [
    [7, 3],
    [2, 5],
    [9, 1],
    [4, 4],
    [3, 7],
    [6, 2],
  ];
  const statement = `There are 6 pairs\n${pairs.map(([a, b], i) => `pair ${i}: a=${a}, b=${b}`).join("\n")}\n`;
  let best: bigint | null = null;
  const perm = (rest: number[], acc: number[]) => {
    if (rest.length === 0) {
      const v = kingCost(pairs, acc);
      if (best === null || v < best) best = v;
      return;
    }
    for (const x of rest)
      perm(
        rest.filter((y) => y !== x),
        [...acc, x],
      );
  };
  perm([1, 2, 3, 4, 5], []);
  assert.equal(kingBest(statement).value, best);
});

/** Every permutation of the given items. */
function eachOrder(items: number[], visit: (order: number[]) => void): void {
  const order: number[] = [];
  const used = new Array<boolean>(items.length).fill(false);
  const rec = () => {
    if (order.length === items.length) {
      visit(order);
      return;
    }
    items.forEach((x, i) => {
      if (used[i]) return;
      used[i] = true;
      order.push(x);
      rec();
      order.pop();
      used[i] = false;
    });
  };
  rec();
}

/** The statements the audit reads, levels 0-6 x seeds 0-9. */
function statements(id: string): string[] {
  const env = getEnv(id);
  const out: string[] = [];
  for (let level = 0; level <= 6; level++)
    for (let seed = 0; seed < 10; seed++) out.push(env.prompt(instanceOf(env, level, seed).instance));
  return out;
}

test("the methods that do not enumerate agree with plain enumeration where it is small enough", () => {
  let checked = 0;
  for (const s of statements("maximum-subsequence-num")) {
    const { seq, k, add } = readSubseq(s);
    if (k ** add > 100_000) continue;
    let best = 0;
    for (let code = 0; code < k ** add; code++) {
      const tail = Array.from({ length: add }, (_, i) => Math.floor(code / k ** i) % k);
      best = Math.max(best, subseqState([...seq, ...tail], k).d);
    }
    assert.equal(subseqBest(s).value, best, s);
    checked++;
  }
  for (const s of statements("maf-mafia")) {
    const { aims, large } = readMaf(s);
    if (aims.length > 8) continue;
    let best = large ? -1 : aims.length + 1;
    eachOrder(
      aims.map((_, i) => i),
      (o) => {
        const v = mafDeaths(aims, o);
        best = large ? Math.max(best, v) : Math.min(best, v);
      },
    );
    assert.equal(mafBest(s).value, best, s);
    checked++;
  }
  for (const s of statements("king-sorting")) {
    const pairs = readKing(s);
    if (pairs.length > 9) continue;
    let best: bigint | null = null;
    eachOrder(
      pairs.slice(1).map((_, i) => i + 1),
      (o) => {
        const v = kingCost(pairs, o);
        if (best === null || v < best) best = v;
      },
    );
    assert.equal(kingBest(s).value, best, s);
    checked++;
  }
  for (const s of statements("fractional-programming-bipartite-graph-matching")) {
    const { n, a, b } = readMatrices(s);
    if (n > 8) continue;
    let best: [number, number] = [0, 1];
    eachOrder(
      a.map((_, i) => i),
      (o) => {
        const r = matchRatio(a, b, o);
        if (cmpRatio(r, best) > 0) best = r;
      },
    );
    assert.equal(cmpRatio(matchBest(s).bestR, best), 0, s);
    checked++;
  }
  for (const s of statements("land-acquisition")) {
    const plots = readLand(s);
    if (plots.length > 9) continue;
    // every set partition: each plot joins an existing group or opens a new one
    let best = Number.POSITIVE_INFINITY;
    const groups: number[][] = [];
    const rec = (i: number) => {
      if (i === plots.length) {
        best = Math.min(
          best,
          groups.reduce((acc, g) => acc + groupCost(plots, g), 0),
        );
        return;
      }
      for (const g of groups) {
        g.push(i);
        rec(i + 1);
        g.pop();
      }
      groups.push([i]);
      rec(i + 1);
      groups.pop();
    };
    rec(0);
    assert.equal(landBest(s).value, best, s);
    checked++;
  }
  assert.ok(checked >= 150, `only ${checked} statements cross-checked`);
});

const solvers: [string, PromptSolver][] = [
  ["bez-minimalist-security", bez],
  ["fractional-programming", frac],
  ["fractional-programming-bipartite-graph-matching", matching],
  ["hur-warehouse-store", hur],
  ["integer-programming", integerProgramming],
  ["king-sorting", king],
  ["land-acquisition", land],
  ["maf-mafia", maf],
  ["max-minimum-after-interval-addition", maxMin],
  ["max-segment-coverage-constraint", seg],
  ["maximum-subsequence-num", subseq],
];

for (const [id, solver] of solvers) {
  test(`${id} agrees with a solver that reads only its statement`, () => {
    auditFromPrompt(id, solver);
  });
}

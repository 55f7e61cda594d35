// Prompt-only audits of the eleven optimisation families of batch b15a: each is re-solved from its statement
// text alone. Where the sizes of levels 0-6 allow it the solver enumerates every candidate answer
// (cleaning-up, cornfield, face-right-way, lis-lds-concatenation, longest-matching-subsequence,
// max-mult-split, max-different-group-pair-division, min-division-sum-xor); otherwise it uses an exact
// method written here (a DP over final values for baj-bytecomputer and making-grade, the average criterion
// for klo-blocks, argued in its comment).
import assert from "node:assert/strict";
import { test } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import { wrapAnswer } from "../../src/core/extract.ts";
import { getEnv } from "../../src/core/registry.ts";
import { Rng } from "../../src/core/rng.ts";
import { auditFromPrompt, type PromptSolver } from "../support/prompt-audit.ts";

// ---------- reading statements and answers ----------

/** The integers of the first line after the line that matches `header` (a line ending with a colon). */
function lineAfter(statement: string, header: RegExp): string {
  const lines = statement.split("\n");
  const at = lines.findIndex((l) => header.test(l));
  if (at < 0 || at + 1 >= lines.length) throw new Error(`no line after ${header}`);
  return lines[at + 1]!.trim();
}

function intsAfter(statement: string, header: RegExp): number[] {
  return lineAfter(statement, header).split(/\s+/).map(Number);
}

function numberIn(statement: string, re: RegExp): number {
  const m = statement.match(re);
  if (!m) throw new Error(`no match for ${re}`);
  return Number(m[1]);
}

/** Integers separated by whitespace, or null for anything else (an empty text is an empty list). */
function readInts(answer: string): number[] | null {
  const t = answer.trim();
  if (t === "") return [];
  const tokens = t.split(/\s+/);
  if (tokens.some((x) => !/^[+-]?\d{1,15}$/.test(x))) return null;
  return tokens.map(Number);
}

/** A non-empty list of integers, or null. */
function readList(answer: string): number[] | null {
  const xs = readInts(answer);
  return xs === null || xs.length === 0 ? null : xs;
}

/** A single integer, or null. */
function readOne(answer: string): number | null {
  const xs = readInts(answer);
  return xs !== null && xs.length === 1 ? xs[0]! : null;
}

/** Lines of "l r" (blank lines ignored), or null if a line is anything else. */
function readPairs(answer: string): [number, number][] | null {
  const out: [number, number][] = [];
  for (const line of answer.split("\n")) {
    if (line.trim() === "") continue;
    const xs = readInts(line);
    if (xs === null || xs.length !== 2) return null;
    out.push([xs[0]!, xs[1]!]);
  }
  return out;
}

const strictlyIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! < x);

/** Calls f on every subset (as a bit mask) of n items. */
function eachMask(n: number, f: (mask: number) => void): void {
  for (let mask = 0; mask < 1 << n; mask++) f(mask);
}

const bitsOf = (mask: number, n: number) =>
  Array.from({ length: n }, (_, i) => i).filter((i) => (mask >> i) & 1);

/** Memoises an exact optimum per statement (the judge is called on many texts of one statement). */
function memo<T>(f: (statement: string) => T): (statement: string) => T {
  const cache = new Map<string, T>();
  return (s) => {
    if (!cache.has(s)) cache.set(s, f(s));
    return cache.get(s)!;
  };
}

// ---------- baj-bytecomputer ----------

/**
 * DP over the final value of each element. X[0] never changes; element i only changes by adding X[i-1], and
 * the ops on i can be done after X[i-1] reached its final value p (doing them earlier, with an intermediate
 * value of X[i-1], never helps: X[i-1] only moves from -1 up or from 1 down, toward values that every
 * element already reaches). So with final values v in a small range, cost(i, v | p) = 0 if A[i] = v, else k
 * where A[i] + k*p = v with k >= 1. Final values are searched in -3..3 (not assuming -1..1).
 */
function bajMin(a: number[]): number | null {
  const vals = [-3, -2, -1, 0, 1, 2, 3];
  const INF = Number.POSITIVE_INFINITY;
  let dp = vals.map((v) => (v === a[0] ? 0 : INF));
  for (let i = 1; i < a.length; i++) {
    const next = vals.map(() => INF);
    vals.forEach((v, vi) => {
      vals.forEach((p, pi) => {
        if (p > v || dp[pi] === INF) return;
        let cost = INF;
        if (a[i] === v) cost = 0;
        else if (p !== 0 && (v - a[i]!) % p === 0 && (v - a[i]!) / p >= 1) cost = (v - a[i]!) / p;
        next[vi] = Math.min(next[vi]!, dp[pi]! + cost);
      });
    });
    dp = next;
  }
  const best = Math.min(...dp);
  return best === INF ? null : best;
}

const bajAnswer = memo((s) => bajMin(intsAfter(s, /^You are given an array X of \d+ integers/)));

const bajBytecomputer: PromptSolver = {
  solve: (s) => String(bajAnswer(s)),
  judge: (s, answer) => {
    const v = readOne(answer);
    return v !== null && v === bajAnswer(s);
  },
};

// ---------- cleaning-up ----------

/** The batch ends (last index of each batch) of a cut mask over the n-1 gaps, plus n-1. */
function endsOfMask(mask: number, n: number): number[] {
  return [...bitsOf(mask, n - 1), n - 1];
}

/** Validates batch ends: strictly increasing, in 0..n-1, the last is n-1. */
function validEnds(ends: number[] | null, n: number): ends is number[] {
  return (
    ends !== null &&
    ends.length > 0 &&
    strictlyIncreasing(ends) &&
    ends[0]! >= 0 &&
    ends[ends.length - 1] === n - 1
  );
}

function batchesOf(a: number[], ends: number[]): number[][] {
  const out: number[][] = [];
  let start = 0;
  for (const e of ends) {
    out.push(a.slice(start, e + 1));
    start = e + 1;
  }
  return out;
}

const cleanCost = (a: number[], ends: number[]) =>
  batchesOf(a, ends).reduce((s, b) => s + new Set(b).size ** 2, 0);

const cleanRead = (s: string) => intsAfter(s, /^You are given an array A of \d+ integers/);

const cleanBest = memo((s) => {
  const a = cleanRead(s);
  let best = { cost: Number.POSITIVE_INFINITY, ends: [] as number[] };
  eachMask(a.length - 1, (mask) => {
    const ends = endsOfMask(mask, a.length);
    const c = cleanCost(a, ends);
    if (c < best.cost) best = { cost: c, ends };
  });
  return best;
});

const cleaningUp: PromptSolver = {
  solve: (s) => cleanBest(s).ends.join(" "),
  judge: (s, answer) => {
    const a = cleanRead(s);
    const ends = readList(answer);
    return validEnds(ends, a.length) && cleanCost(a, ends) === cleanBest(s).cost;
  },
};

// ---------- cornfield ----------

/** Longest non-decreasing subsequence, O(n^2). */
function lnds(a: number[]): number {
  const f = a.map(() => 1);
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < i; j++) if (a[j]! <= a[i]!) f[i] = Math.max(f[i]!, f[j]! + 1);
  return Math.max(0, ...f);
}

function applyRanges(a: number[], ops: [number, number][]): number[] {
  const b = [...a];
  for (const [l, r] of ops) for (let i = l; i <= r; i++) b[i]! += 1;
  return b;
}

const cornRead = (s: string) => ({
  a: intsAfter(s, /^You are given an array A of \d+ integers/),
  k: numberIn(s, /You may apply at most (\d+) operations?\./),
});

/** Every multiset of at most k ranges (ranges listed in a fixed order, chosen with repetition). */
const cornBest = memo((s) => {
  const { a, k } = cornRead(s);
  const ranges: [number, number][] = [];
  for (let l = 0; l < a.length; l++) for (let r = l; r < a.length; r++) ranges.push([l, r]);
  let best = { len: lnds(a), ops: [] as [number, number][] };
  const chosen: [number, number][] = [];
  const walk = (from: number) => {
    if (chosen.length > 0) {
      const len = lnds(applyRanges(a, chosen));
      if (len > best.len) best = { len, ops: [...chosen] };
    }
    if (chosen.length === k) return;
    for (let i = from; i < ranges.length; i++) {
      chosen.push(ranges[i]!);
      walk(i);
      chosen.pop();
    }
  };
  walk(0);
  return best;
});

const cornfield: PromptSolver = {
  solve: (s) =>
    cornBest(s)
      .ops.map(([l, r]) => `${l} ${r}`)
      .join("\n"),
  judge: (s, answer) => {
    const { a, k } = cornRead(s);
    const ops = readPairs(answer);
    if (ops === null || ops.length > k) return false;
    if (ops.some(([l, r]) => !(l >= 0 && l <= r && r < a.length))) return false;
    return lnds(applyRanges(a, ops)) === cornBest(s).len;
  },
};

// ---------- face-right-way ----------

const faceRead = (s: string) => intsAfter(s, /^You are given an array of \d+ bits/);

/** For every K, every subset of the windows of length K; the fewest flips, then the smallest K. */
const faceBest = memo((s) => {
  const bits = faceRead(s);
  const n = bits.length;
  let best: { m: number; k: number; flips: number[] } | null = null;
  for (let k = 1; k <= n; k++) {
    const w = n - k + 1;
    eachMask(w, (mask) => {
      const b = [...bits];
      const starts = bitsOf(mask, w);
      for (const l of starts) for (let i = l; i < l + k; i++) b[i] = 1 - b[i]!;
      if (b.some((x) => x !== 0)) return;
      const m = starts.length;
      if (best === null || m < best.m || (m === best.m && k < best.k)) best = { m, k, flips: starts };
    });
  }
  return best!;
});

const faceRightWay: PromptSolver = {
  solve: (s) => {
    const { k, flips } = faceBest(s);
    return flips.map((l) => `${l} ${l + k - 1}`).join("\n");
  },
  judge: (s, answer) => {
    const bits = faceRead(s);
    const flips = readPairs(answer);
    if (flips === null) return false;
    const best = faceBest(s);
    if (flips.length !== best.m) return false;
    if (flips.length === 0) return bits.every((x) => x === 0);
    const k = flips[0]![1] - flips[0]![0] + 1;
    if (k !== best.k) return false;
    const b = [...bits];
    for (const [l, r] of flips) {
      if (!(l >= 0 && r < b.length && r - l + 1 === k)) return false;
      for (let i = l; i <= r; i++) b[i] = 1 - b[i]!;
    }
    return b.every((x) => x === 0);
  },
};

// ---------- klo-blocks ----------

/**
 * Columns l..r can all be at least k at once iff sum(H[l..r]) >= k*(r-l+1).
 * If: while some column of the segment is below k, the segment holds a column above k; move a block from
 * the column above k nearest to a deficit column one step toward it (the columns between are at most k; a
 * column at k that receives becomes k+1 and may pass it on), which lowers the total deficit.
 * Only if: take the maximal run T of columns at least k in the final state containing the segment. A column
 * that ever gives a block stays at least k afterwards, so the columns just outside T (below k at the end)
 * never gave a block: no block entered T, and sum over T at the start >= k*|T|, with |T| >= the segment.
 */
function kloMax(h: number[], k: number): number {
  let best = 0;
  for (let l = 0; l < h.length; l++) {
    let sum = 0;
    for (let r = l; r < h.length; r++) {
      sum += h[r]!;
      if (sum >= k * (r - l + 1)) best = Math.max(best, r - l + 1);
    }
  }
  return best;
}

const kloAnswer = memo((s) =>
  kloMax(intsAfter(s, /column i is H\[i\] blocks tall:$/), numberIn(s, /can all be at least (\d+) tall/)),
);

const kloBlocks: PromptSolver = {
  solve: (s) => String(kloAnswer(s)),
  judge: (s, answer) => {
    const v = readOne(answer);
    return v !== null && v === kloAnswer(s);
  },
};

// ---------- lis-lds-concatenation ----------

const arrayA = (s: string) => intsAfter(s, /^You are given an array A of \d+/);

/** Whether the values rise strictly to a peak and then fall strictly. */
function bitonic(v: number[]): boolean {
  let i = 1;
  while (i < v.length && v[i - 1]! < v[i]!) i++;
  while (i < v.length && v[i - 1]! > v[i]!) i++;
  return i === v.length;
}

const validIndices = (idx: number[] | null, n: number): idx is number[] =>
  idx !== null && strictlyIncreasing(idx) && idx.every((i) => i >= 0 && i < n);

const bitonicBest = memo((s) => {
  const a = arrayA(s);
  let best: number[] = [];
  eachMask(a.length, (mask) => {
    const idx = bitsOf(mask, a.length);
    if (idx.length > best.length && bitonic(idx.map((i) => a[i]!))) best = idx;
  });
  return best;
});

const lisLds: PromptSolver = {
  solve: (s) => bitonicBest(s).join(" "),
  judge: (s, answer) => {
    const a = arrayA(s);
    const idx = readList(answer);
    return (
      validIndices(idx, a.length) && idx.length === bitonicBest(s).length && bitonic(idx.map((i) => a[i]!))
    );
  },
};

// ---------- longest-matching-subsequence ----------

const matches = (a: number[], idx: number[]) => idx.filter((i, j) => a[i] === j + 1).length;

const matchBest = memo((s) => {
  const a = arrayA(s);
  let best = { count: -1, idx: [] as number[] };
  eachMask(a.length, (mask) => {
    const idx = bitsOf(mask, a.length);
    const c = matches(a, idx);
    if (c > best.count) best = { count: c, idx };
  });
  return best;
});

const longestMatching: PromptSolver = {
  solve: (s) => matchBest(s).idx.join(" "),
  judge: (s, answer) => {
    const a = arrayA(s);
    const idx = readInts(answer);
    return validIndices(idx, a.length) && matches(a, idx) === matchBest(s).count;
  },
};

// ---------- making-grade ----------

const gradeCost = (a: number[], b: number[]) => a.reduce((s, x, i) => s + Math.abs(x - b[i]!), 0);

/**
 * DP over the value of B[i] for a non-decreasing B; values range over min(A)-1..max(A)+1 (clamping B into
 * [min A, max A] keeps it monotone and never costs more, so the range is enough). Non-increasing is the
 * same on the reversed array.
 */
function nonDecreasingBest(a: number[]): { cost: number; b: number[] } {
  const lo = Math.min(...a) - 1;
  const hi = Math.max(...a) + 1;
  const w = hi - lo + 1;
  const cost: number[][] = [];
  const from: number[][] = [];
  for (let i = 0; i < a.length; i++) {
    cost.push(new Array<number>(w).fill(0));
    from.push(new Array<number>(w).fill(-1));
    let bestPrev = Number.POSITIVE_INFINITY;
    let bestAt = -1;
    for (let v = 0; v < w; v++) {
      if (i > 0 && cost[i - 1]![v]! < bestPrev) {
        bestPrev = cost[i - 1]![v]!;
        bestAt = v;
      }
      cost[i]![v] = (i > 0 ? bestPrev : 0) + Math.abs(a[i]! - (lo + v));
      from[i]![v] = bestAt;
    }
  }
  const last = a.length - 1;
  let v = cost[last]!.indexOf(Math.min(...cost[last]!));
  const total = cost[last]![v]!;
  const b = new Array<number>(a.length);
  for (let i = last; i >= 0; i--) {
    b[i] = lo + v;
    v = from[i]![v]!;
  }
  return { cost: total, b };
}

const gradeBest = memo((s) => {
  const a = arrayA(s);
  const up = nonDecreasingBest(a);
  const down = nonDecreasingBest([...a].reverse());
  return up.cost <= down.cost ? up : { cost: down.cost, b: [...down.b].reverse() };
});

const makingGrade: PromptSolver = {
  solve: (s) => gradeBest(s).b.join(" "),
  judge: (s, answer) => {
    const a = arrayA(s);
    const b = readList(answer);
    if (b === null || b.length !== a.length) return false;
    const up = b.every((x, i) => i === 0 || b[i - 1]! <= x);
    const down = b.every((x, i) => i === 0 || b[i - 1]! >= x);
    return (up || down) && gradeCost(a, b) === gradeBest(s).cost;
  },
};

// ---------- max-mult-split ----------

const multRead = (s: string) => ({
  digits: lineAfter(s, /^You are given a string of \d+ digits:$/),
  cuts: numberIn(s, /Cut it at exactly (\d+) places?/),
});

function multProduct(digits: string, cuts: number[]): bigint {
  let p = 1n;
  let start = 0;
  for (const c of [...cuts, digits.length]) {
    p *= BigInt(digits.slice(start, c));
    start = c;
  }
  return p;
}

const validCuts = (cuts: number[] | null, count: number, n: number): cuts is number[] =>
  cuts !== null && cuts.length === count && cuts.every((c) => c >= 1 && c <= n - 1);

const multBest = memo((s) => {
  const { digits, cuts } = multRead(s);
  let best = { p: -1n, cuts: [] as number[] };
  eachMask(digits.length - 1, (mask) => {
    const cs = bitsOf(mask, digits.length - 1).map((i) => i + 1);
    if (cs.length !== cuts) return;
    const p = multProduct(digits, cs);
    if (p > best.p) best = { p, cuts: cs };
  });
  return best;
});

const maxMultSplit: PromptSolver = {
  solve: (s) => multBest(s).cuts.join(" "),
  judge: (s, answer) => {
    const { digits, cuts } = multRead(s);
    const cs = readList(answer);
    return (
      validCuts(cs, cuts, digits.length) &&
      strictlyIncreasing(cs) &&
      multProduct(digits, cs) === multBest(s).p
    );
  },
};

// ---------- max-different-group-pair-division ----------

const pairRead = (s: string) => ({
  a: intsAfter(s, /^You are given an array A of \d+ non-negative integers/),
  splits: numberIn(s, /make (\d+) splits?\./),
});

/** The total of the split scores: the sum over pairs of final blocks of the product of their sums. */
function pairScore(a: number[], cuts: number[]): number {
  const sorted = [...cuts].sort((x, y) => x - y);
  const sums: number[] = [];
  let start = 0;
  for (const c of [...sorted, a.length]) {
    sums.push(a.slice(start, c).reduce((x, y) => x + y, 0));
    start = c;
  }
  let total = 0;
  for (let i = 0; i < sums.length; i++)
    for (let j = i + 1; j < sums.length; j++) total += sums[i]! * sums[j]!;
  return total;
}

const pairBest = memo((s) => {
  const { a, splits } = pairRead(s);
  let best = { score: -1, cuts: [] as number[] };
  eachMask(a.length - 1, (mask) => {
    const cs = bitsOf(mask, a.length - 1).map((i) => i + 1);
    if (cs.length !== splits) return;
    const sc = pairScore(a, cs);
    if (sc > best.score) best = { score: sc, cuts: cs };
  });
  return best;
});

const maxPairDivision: PromptSolver = {
  solve: (s) => pairBest(s).cuts.join(" "),
  judge: (s, answer) => {
    const { a, splits } = pairRead(s);
    const cs = readList(answer);
    return (
      validCuts(cs, splits, a.length) &&
      new Set(cs).size === cs.length &&
      pairScore(a, cs) === pairBest(s).score
    );
  },
};

// ---------- min-division-sum-xor ----------

const orRead = (s: string) => ({
  a: intsAfter(s, /^You are given an array A of \d+ positive integers/),
  k: numberIn(s, /into at most (\d+) consecutive/),
});

const orOfSums = (a: number[], ends: number[]) =>
  batchesOf(a, ends).reduce((acc, b) => acc | BigInt(b.reduce((x, y) => x + y, 0)), 0n);

const orBest = memo((s) => {
  const { a, k } = orRead(s);
  let best = { v: -1n, ends: [] as number[] };
  eachMask(a.length - 1, (mask) => {
    const ends = endsOfMask(mask, a.length);
    if (ends.length > k) return;
    const v = orOfSums(a, ends);
    if (best.v < 0n || v < best.v) best = { v, ends };
  });
  return best;
});

const minDivisionOr: PromptSolver = {
  solve: (s) => orBest(s).ends.join(" "),
  judge: (s, answer) => {
    const { a, k } = orRead(s);
    const ends = readList(answer);
    return validEnds(ends, a.length) && ends.length <= k && orOfSums(a, ends) === orBest(s).v;
  },
};

// ---------- random answers of the right shape ----------

/**
 * Beyond the harness's mutations: random answers shaped like the requested answer (often feasible, sometimes
 * optimal, sometimes out of order, repeated or out of range), judged by the solver and scored by the
 * environment at levels 0-6 x seeds 0-9; the two must agree on every one.
 */
function probeRandom(
  envId: string,
  solver: PromptSolver,
  shaped: (s: string, rng: Rng) => string[],
): { accurate: number; compared: number } {
  const env = getEnv(envId);
  const problems: string[] = [];
  let accurate = 0;
  let compared = 0;
  for (let level = 0; level <= 6; level++) {
    for (let seed = 0; seed < 10; seed++) {
      const { instance } = instanceOf(env, level, seed);
      const statement = env.prompt(instance);
      const rng = Rng.from("b15a-random", envId, level, seed);
      for (const text of shaped(statement, rng)) {
        const o = verify(env, instance, wrapAnswer(text));
        const judged = solver.judge(statement, text);
        if (o.status === "unscorable" || judged !== (o.accuracy === 1))
          problems.push(
            `${envId} level ${level} seed ${seed}: ${JSON.stringify(text)}: judge ${judged}, scorer ${o.status} (${o.reason})`,
          );
        if (judged) accurate++;
        compared++;
      }
    }
  }
  assert.deepEqual(problems.slice(0, 12), [], `${problems.length} disagreements`);
  return { accurate, compared };
}

const times = <T>(k: number, f: () => T): T[] => Array.from({ length: k }, f);

/** A random subset of 0..n-1 (each kept with probability 1/2), sometimes shuffled or with a repeat. */
function randomIndices(n: number, rng: Rng): number[] {
  const xs = Array.from({ length: n }, (_, i) => i).filter(() => rng.bool());
  if (rng.bool(0.1)) rng.shuffle(xs);
  if (rng.bool(0.1) && xs.length > 0) xs.push(rng.pick(xs));
  if (rng.bool(0.05)) xs.push(rng.pick([-1, n]));
  return xs;
}

/** Random batch ends: a random cut set plus n-1, sometimes without the last or with a repeat. */
function randomEnds(n: number, rng: Rng): number[] {
  const xs = randomIndices(n - 1, rng);
  if (!rng.bool(0.1)) xs.push(n - 1);
  return xs;
}

const pairsText = (ops: [number, number][]) => ops.map(([l, r]) => `${l} ${r}`).join("\n");

const shapes: Record<string, (s: string, rng: Rng) => string[]> = {
  "baj-bytecomputer": (s, rng) => {
    const v = bajAnswer(s)!;
    return [...times(6, () => String(rng.int(0, v + 3))), `${v} ${v}`, `0${v}`];
  },
  "cleaning-up": (s, rng) => times(30, () => randomEnds(cleanRead(s).length, rng).join(" ")),
  cornfield: (s, rng) => {
    const { a, k } = cornRead(s);
    const n = a.length;
    return times(30, () =>
      pairsText(
        times(rng.int(0, k + 1), () => {
          const l = rng.int(0, n - 1);
          const r = rng.bool(0.7) ? n - 1 : rng.int(rng.bool(0.1) ? 0 : l, n - 1);
          return [l, r] as [number, number];
        }),
      ),
    );
  },
  "face-right-way": (s, rng) => {
    const bits = faceRead(s);
    const n = bits.length;
    const out: string[] = [];
    for (let k = 1; k <= n; k++) {
      // The left-to-right flips for window k (clears the bits when the tail ends up clear).
      const b = [...bits];
      const flips: [number, number][] = [];
      for (let l = 0; l + k <= n; l++) {
        if (b[l] === 1) {
          flips.push([l, l + k - 1]);
          for (let i = l; i < l + k; i++) b[i] = 1 - b[i]!;
        }
      }
      out.push(pairsText(flips));
      if (flips.length > 0) out.push(pairsText([...flips, flips[0]!, flips[0]!]));
      out.push(pairsText(randomIndices(n - k + 1, rng).map((l) => [l, l + k - 1] as [number, number])));
    }
    return out;
  },
  "klo-blocks": (s, rng) => times(6, () => String(rng.int(0, kloAnswer(s) + 2))),
  "lis-lds-concatenation": (s, rng) => {
    const n = arrayA(s).length;
    const best = bitonicBest(s);
    return [...times(30, () => randomIndices(n, rng).join(" ")), [...best].reverse().join(" ")];
  },
  "longest-matching-subsequence": (s, rng) => {
    const n = arrayA(s).length;
    return times(30, () => randomIndices(n, rng).join(" "));
  },
  "making-grade": (s, rng) => {
    const a = arrayA(s);
    const b = gradeBest(s).b;
    return times(30, () => {
      const c = b.map((x) => x + (rng.bool(0.3) ? rng.int(-2, 2) : 0));
      if (rng.bool(0.5)) c.sort((x, y) => (b[0]! <= b[b.length - 1]! ? x - y : y - x));
      if (rng.bool(0.1)) return [...a].sort((x, y) => x - y).join(" ");
      return c.join(" ");
    });
  },
  "max-mult-split": (s, rng) => {
    const { digits, cuts } = multRead(s);
    const n = digits.length;
    return times(12, () =>
      times(cuts, () => rng.int(rng.bool(0.1) ? 0 : 1, rng.bool(0.1) ? n : n - 1)).join(" "),
    );
  },
  "max-different-group-pair-division": (s, rng) => {
    const { a, splits } = pairRead(s);
    const n = a.length;
    return times(30, () => {
      const cs = rng.sample(
        Array.from({ length: n - 1 }, (_, i) => i + 1),
        splits,
      );
      if (rng.bool(0.1)) cs[0] = rng.pick(cs);
      if (rng.bool(0.05)) cs.push(rng.int(1, n - 1));
      if (rng.bool(0.5)) cs.sort((x, y) => x - y);
      return cs.join(" ");
    });
  },
  "min-division-sum-xor": (s, rng) => times(30, () => randomEnds(orRead(s).a.length, rng).join(" ")),
};

// ---------- the audits ----------

const solvers: [string, PromptSolver][] = [
  ["baj-bytecomputer", bajBytecomputer],
  ["cleaning-up", cleaningUp],
  ["cornfield", cornfield],
  ["face-right-way", faceRightWay],
  ["klo-blocks", kloBlocks],
  ["lis-lds-concatenation", lisLds],
  ["longest-matching-subsequence", longestMatching],
  ["making-grade", makingGrade],
  ["max-mult-split", maxMultSplit],
  ["max-different-group-pair-division", maxPairDivision],
  ["min-division-sum-xor", minDivisionOr],
];

for (const [id, solver] of solvers) {
  test(`${id} agrees with a solver that reads only its statement`, () => {
    auditFromPrompt(id, solver);
  });
  test(`${id} scores random answers of the right shape as the statement-only judge does`, () => {
    const { accurate, compared } = probeRandom(id, solver, shapes[id]!);
    // Both kinds occur, so the agreement is tested on each side.
    assert.ok(accurate > 0 && accurate < compared);
  });
}

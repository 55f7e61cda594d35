// The prompt-only audit of batch b15d (issue 15): ten environments re-solved from their statement text alone.
// Every solver below was written from the printed statements (`rlve sample`) and the catalog rows, without
// reading the environments' code; most enumerate every candidate, the games search their game trees.
import assert from "node:assert/strict";
import { test } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import { wrapAnswer } from "../../src/core/extract.ts";
import { getEnv } from "../../src/core/registry.ts";
import { Rng } from "../../src/core/rng.ts";
import { auditFromPrompt, type PromptSolver } from "../support/prompt-audit.ts";

// ---------------------------------------------------------------- shared readers

/** The integers of a space-separated run of text. */
function ints(text: string): number[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((s) => s.length > 0)
    .map(Number);
}

/** The first capture group of `re` in the statement (the statement is well formed: a miss is a solver bug). */
function grab(statement: string, re: RegExp): string {
  const m = statement.match(re);
  if (!m) throw new Error(`statement does not match ${re}`);
  return m[1]!;
}

/** One integer as the answer notation allows it (sign, leading zeros, surrounding spaces); null otherwise. */
function readInt(answer: string): number | null {
  const m = answer.trim().match(/^([+-]?)(\d+)$/);
  if (!m || m[2]!.length > 15) return null;
  const v = Number(m[2]);
  return m[1] === "-" ? -v : v;
}

/** A whitespace-separated list of integers (at least one); null if any token is not an integer. */
function readIntList(answer: string): number[] | null {
  const t = answer.trim();
  if (t === "") return null;
  const out: number[] = [];
  for (const tok of t.split(/\s+/)) {
    const v = readInt(tok);
    if (v === null) return null;
    out.push(v);
  }
  return out;
}

/** Memoises a per-statement computation (the judge is called on many answers to one statement). */
function cached<T>(f: (statement: string) => T): (statement: string) => T {
  const memo = new Map<string, T>();
  return (s) => {
    let v = memo.get(s);
    if (v === undefined) {
      v = f(s);
      memo.set(s, v);
    }
    return v;
  };
}

/** Longest non-decreasing subsequence, O(n^2) by definition (longest one ending at each position). */
function lnds(a: readonly number[]): number {
  const end: number[] = [];
  let best = 0;
  for (let i = 0; i < a.length; i++) {
    let e = 1;
    for (let j = 0; j < i; j++) if (a[j]! <= a[i]! && end[j]! + 1 > e) e = end[j]! + 1;
    end.push(e);
    if (e > best) best = e;
  }
  return best;
}

/** A solver whose answer is one integer computed from the statement. */
function integerSolver(value: (statement: string) => number): PromptSolver {
  const v = cached(value);
  return {
    solve: (s) => String(v(s)),
    judge: (s, answer) => readInt(answer) === v(s),
  };
}

// ---------------------------------------------------------------- double-stack-sorting

function readDoubleStack(s: string): { queue: number[]; target: number[]; ops: number } {
  return {
    queue: ints(grab(s, /A queue holds the numbers ([\d ]+) \(front first\)/)),
    target: ints(grab(s, /after which the output is exactly: ([\d ]+)/)),
    ops: Number(grab(s, /Give (\d+) operations/)),
  };
}

/** Runs an operation string; the output, or null at the first illegal operation. */
function runStacks(queue: readonly number[], ops: string): number[] | null {
  let qi = 0;
  const s1: number[] = [];
  const s2: number[] = [];
  const out: number[] = [];
  for (const op of ops) {
    if (op === "a" || op === "c") {
      if (qi >= queue.length) return null;
      (op === "a" ? s1 : s2).push(queue[qi++]!);
    } else if (op === "b" || op === "d") {
      const st = op === "b" ? s1 : s2;
      if (st.length === 0) return null;
      out.push(st.pop()!);
    } else return null;
  }
  return out;
}

/** Depth-first search over every operation string, output kept equal to a prefix of the target. */
function solveDoubleStack(queue: readonly number[], target: readonly number[], total: number): string | null {
  const dead = new Set<string>();
  const s1: number[] = [];
  const s2: number[] = [];
  const ops: string[] = [];
  const go = (qi: number, out: number): boolean => {
    if (ops.length === total) return out === target.length;
    const key = `${qi}|${s1.join(",")}|${s2.join(",")}`;
    if (dead.has(key)) return false;
    for (const op of ["a", "b", "c", "d"]) {
      if (op === "a" || op === "c") {
        if (qi >= queue.length) continue;
        const st = op === "a" ? s1 : s2;
        st.push(queue[qi]!);
        ops.push(op);
        if (go(qi + 1, out)) return true;
        ops.pop();
        st.pop();
      } else {
        const st = op === "b" ? s1 : s2;
        if (st.length === 0 || st[st.length - 1] !== target[out]) continue;
        const v = st.pop()!;
        ops.push(op);
        if (go(qi, out + 1)) return true;
        ops.pop();
        st.push(v);
      }
    }
    dead.add(key);
    return false;
  };
  return go(0, 0) ? ops.join("") : null;
}

const doubleStack: PromptSolver = {
  solve(s) {
    const { queue, target, ops } = readDoubleStack(s);
    const r = solveDoubleStack(queue, target, ops);
    if (r === null) throw new Error("no operation string produces the target");
    return r;
  },
  judge(s, answer) {
    const { queue, target, ops } = readDoubleStack(s);
    // letters are read case-insensitively, as the project reads every letter-move answer (maze, single-stack-sorting)
    const t = answer.trim().toLowerCase();
    if (!/^[abcd]*$/.test(t) || t.length !== ops) return false;
    const out = runStacks(queue, t);
    return out !== null && out.length === target.length && out.every((v, i) => v === target[i]);
  },
};

// ---------------------------------------------------------------- liz-lollipop

function readLiz(s: string): { a: number[]; total: number } {
  return {
    a: ints(grab(s, /indexed from 1: ([12 ]+)\n/)),
    total: Number(grab(s, /Its total is (\d+)\./)),
  };
}

function sumOf(a: readonly number[], l: number, r: number): number {
  let t = 0;
  for (let i = l; i <= r; i++) t += a[i - 1]!;
  return t;
}

/** For each target, every (l, r) pair is tried; the first with that sum, or null. */
function lizTable(a: readonly number[], total: number): ([number, number] | null)[] {
  const found: ([number, number] | null)[] = Array.from({ length: total + 1 }, () => null);
  for (let l = 1; l <= a.length; l++)
    for (let r = l; r <= a.length; r++) {
      const t = sumOf(a, l, r);
      if (t <= total && found[t] === null) found[t] = [l, r];
    }
  return found.slice(1);
}

const lizLollipop: PromptSolver = {
  solve(s) {
    const { a, total } = readLiz(s);
    return lizTable(a, total)
      .map((p) => (p === null ? "-1 -1" : `${p[0]} ${p[1]}`))
      .join("\n");
  },
  judge(s, answer) {
    const { a, total } = readLiz(s);
    const table = lizTable(a, total);
    const lines = answer.trim().split("\n");
    if (lines.length !== total) return false;
    return lines.every((line, k) => {
      const pair = readIntList(line);
      if (pair === null || pair.length !== 2) return false;
      const [l, r] = pair as [number, number];
      if (l === -1 && r === -1) return table[k] === null;
      return l >= 1 && l <= r && r <= a.length && sumOf(a, l, r) === k + 1;
    });
  },
};

// ---------------------------------------------------------------- repeat-sequence-lnds

/** The whole sequence written out (at most a few hundred elements at levels 0-6), then its LNDS. */
const repeatSequence = integerSolver((s) => {
  const pattern = ints(grab(s, /A pattern of \d+ numbers is ([\d ]+)\./));
  const times = Number(grab(s, /written (\d+) times in a row/));
  const seq: number[] = [];
  for (let t = 0; t < times; t++) seq.push(...pattern);
  // patience sorting for non-decreasing: replace the first tail strictly greater than x
  const tails: number[] = [];
  for (const x of seq) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    tails[lo] = x;
  }
  const viaPatience = tails.length;
  if (seq.length <= 400 && lnds(seq) !== viaPatience) throw new Error("patience sorting disagrees");
  return viaPatience;
});

// ---------------------------------------------------------------- subsequence-reversal-lnds

/** Every set of positions reversed, then the LNDS of the result. */
const subsequenceReversal = integerSolver((s) => {
  const a = ints(grab(s, /An array of \d+ integers: ([-\d ]+)\n/));
  const n = a.length;
  let best = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    const pos: number[] = [];
    for (let i = 0; i < n; i++) if ((mask >> i) & 1) pos.push(i);
    const b = [...a];
    for (let k = 0; k < pos.length; k++) b[pos[k]!] = a[pos[pos.length - 1 - k]!]!;
    best = Math.max(best, lnds(b));
  }
  return best;
});

// ---------------------------------------------------------------- gra-minima-game

/** Negamax over the set of cards left: the mover takes any non-empty subset and scores its minimum. */
const graMinima = integerSolver((s) => {
  const cards = ints(grab(s, /showing the numbers: ([-\d ]+)\n/));
  const n = cards.length;
  const memo = new Map<number, number>([[0, 0]]);
  const lead = (mask: number): number => {
    const known = memo.get(mask);
    if (known !== undefined) return known;
    let best = Number.NEGATIVE_INFINITY;
    for (let sub = mask; sub > 0; sub = (sub - 1) & mask) {
      let min = Number.POSITIVE_INFINITY;
      for (let i = 0; i < n; i++) if ((sub >> i) & 1) min = Math.min(min, cards[i]!);
      best = Math.max(best, min - lead(mask & ~sub));
    }
    memo.set(mask, best);
    return best;
  };
  return lead((1 << n) - 1);
});

// ---------------------------------------------------------------- las

function readCakes(s: string): number[] {
  const n = Number(grab(s, /^(\d+) people sit around a round table/m));
  const cal = Array.from({ length: n }, () => -1);
  for (const m of s.matchAll(/cake (\d+): (\d+)/g)) cal[Number(m[1]) - 1] = Number(m[2]);
  if (cal.some((c) => c < 0)) throw new Error("missing cake");
  return cal;
}

/** choice[p] is a cake number (1-based); whether the choice is legal and nobody gains by switching. */
function isEquilibrium(cal: readonly number[], choice: readonly number[]): boolean {
  const n = cal.length;
  if (choice.length !== n) return false;
  const cnt = Array.from({ length: n + 1 }, () => 0);
  for (let p = 1; p <= n; p++) {
    const c = choice[p - 1]!;
    const other = p === n ? 1 : p + 1;
    if (c !== p && c !== other) return false;
    cnt[c]!++;
  }
  for (let p = 1; p <= n; p++) {
    const c = choice[p - 1]!;
    const alt = c === p ? (p === n ? 1 : p + 1) : p;
    // gains strictly: cal[alt]/(cnt[alt]+1) > cal[c]/cnt[c]
    if (cal[alt - 1]! * cnt[c]! > cal[c - 1]! * (cnt[alt]! + 1)) return false;
  }
  return true;
}

const las: PromptSolver = {
  solve(s) {
    const cal = readCakes(s);
    const n = cal.length;
    for (let mask = 0; mask < 1 << n; mask++) {
      const choice = Array.from({ length: n }, (_, i) =>
        (mask >> i) & 1 ? (i + 1 === n ? 1 : i + 2) : i + 1,
      );
      if (isEquilibrium(cal, choice)) return choice.join(" ");
    }
    throw new Error("no equilibrium");
  },
  judge(s, answer) {
    const choice = readIntList(answer);
    return choice !== null && isEquilibrium(readCakes(s), choice);
  },
};

// ---------------------------------------------------------------- stone-intervals-game

/** Zero-sum game tree over the set of non-empty piles; the mover's best total from a position. */
const stoneIntervals = integerSolver((s) => {
  const piles = ints(grab(s, /from left to right they hold: ([\d ]+)\n/));
  const n = piles.length;
  let start = 0;
  for (let i = 0; i < n; i++) if (piles[i]! > 0) start |= 1 << i;
  const left = (mask: number) => piles.reduce((t, v, i) => ((mask >> i) & 1 ? t + v : t), 0);
  const memo = new Map<number, number>([[0, 0]]);
  const best = (mask: number): number => {
    const known = memo.get(mask);
    if (known !== undefined) return known;
    const rest = left(mask);
    let v = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      if (!((mask >> i) & 1)) continue;
      const emptyLeft = i > 0 && !((mask >> (i - 1)) & 1);
      const emptyRight = i < n - 1 && !((mask >> (i + 1)) & 1);
      if (!emptyLeft && !emptyRight) continue;
      const next = mask & ~(1 << i);
      v = Math.max(v, piles[i]! + (rest - piles[i]! - best(next)));
    }
    if (v === Number.NEGATIVE_INFINITY) throw new Error("no legal move but piles remain");
    memo.set(mask, v);
    return v;
  };
  return best(start);
});

// ---------------------------------------------------------------- triumphal-arch

/**
 * Game tree over (black set, Bob's vertex), Alice to move, for K = 1, 2, ... The search uses two facts that
 * follow from the stated rules: (1) Alice must blacken every white neighbour of Bob's vertex this round (else
 * Bob steps onto one and wins), and (2) more black vertices never hurt Alice (she can replay any winning
 * strategy from a smaller black set; every vertex black there is black here), so she blackens exactly
 * min(K, white) vertices. With (2) the black set grows every round and the tree is finite.
 */
const triumphalArch = integerSolver((s) => {
  const n = Number(grab(s, /A tree has (\d+) vertices/));
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const m of s.matchAll(/^\((\d+), (\d+)\)$/gm)) {
    adj[Number(m[1])]!.push(Number(m[2]));
    adj[Number(m[2])]!.push(Number(m[1]));
  }
  const full = (1 << n) - 1;
  const aliceWins = (k: number): boolean => {
    const memo = new Map<number, boolean>();
    const win = (black: number, v: number): boolean => {
      const key = black * 32 + v;
      const known = memo.get(key);
      if (known !== undefined) return known;
      let must = 0;
      for (const u of adj[v]!) if (!((black >> u) & 1)) must |= 1 << u;
      const mustCount = popcount(must);
      const white = full & ~black;
      const quota = Math.min(k, popcount(white));
      let result = false;
      if (mustCount <= k) {
        const others: number[] = [];
        for (let u = 0; u < n; u++) if ((white >> u) & 1 && !((must >> u) & 1)) others.push(u);
        const extra = quota - mustCount;
        // every set of `extra` further white vertices
        const pick = (from: number, left: number, set: number): boolean => {
          if (left === 0) {
            const b = black | set;
            if (b === full) return true;
            return adj[v]!.every((u) => win(b, u));
          }
          for (let i = from; i <= others.length - left; i++)
            if (pick(i + 1, left - 1, set | (1 << others[i]!))) return true;
          return false;
        };
        result = pick(0, extra, must);
      }
      memo.set(key, result);
      return result;
    };
    return win(1, 0);
  };
  for (let k = 0; k <= n; k++) if (aliceWins(k)) return k;
  throw new Error("Alice never wins");
});

/**
 * The same answer without facts (1) and (2): Alice may blacken any set of at most K white vertices (none
 * too), so play can cycle; Alice's winning positions are the least fixed point (she forces every vertex
 * black in finitely many rounds). Black sets are taken from the largest down, since a non-empty colouring
 * only leads to larger ones. Exponential in the vertex count: used to check the search above on small trees.
 */
function triumphalArchPlain(n: number, adj: readonly number[][]): number {
  const full = (1 << n) - 1;
  const order = Array.from({ length: 1 << n }, (_, b) => b).sort((x, y) => popcount(y) - popcount(x));
  for (let k = 0; k <= n; k++) {
    const win = new Uint8Array((1 << n) * n);
    for (const black of order) {
      if (!(black & 1)) continue; // vertex 0 is black from the start
      const white = full & ~black;
      for (let v = 0; v < n; v++) {
        if (!((black >> v) & 1)) continue;
        if (black === full) {
          win[black * n + v] = 1;
          continue;
        }
        for (let c = white; c > 0; c = (c - 1) & white) {
          if (popcount(c) > k) continue;
          const b = black | c;
          if (b === full || adj[v]!.every((u) => (b >> u) & 1 && win[b * n + u])) {
            win[black * n + v] = 1;
            break;
          }
        }
      }
      // blackening nothing keeps the black set: iterate to the least fixed point
      for (let changed = true; changed; ) {
        changed = false;
        for (let v = 0; v < n; v++) {
          if (!((black >> v) & 1) || win[black * n + v]) continue;
          if (adj[v]!.every((u) => (black >> u) & 1 && win[black * n + u])) {
            win[black * n + v] = 1;
            changed = true;
          }
        }
      }
    }
    if (win[1 * n + 0]) return k;
  }
  throw new Error("Alice never wins");
}

function popcount(x: number): number {
  let c = 0;
  for (let y = x; y > 0; y &= y - 1) c++;
  return c;
}

// ---------------------------------------------------------------- min-cost-reducing-lnds

function readReducing(s: string): { a: number[]; c: number[] } {
  return {
    a: ints(grab(s, /\(indices 0 to \d+\):\n([-\d ]+)\n/)),
    c: ints(grab(s, /the costs are:\n([\d ]+)\n/)),
  };
}

/** Cost of a deletion set if it makes the LNDS shorter; null if not. */
function reducingCost(a: readonly number[], c: readonly number[], del: readonly number[]): number | null {
  const gone = new Set(del);
  const kept = a.filter((_, i) => !gone.has(i));
  if (lnds(kept) >= lnds(a)) return null;
  return del.reduce((t, i) => t + c[i]!, 0);
}

/** Every deletion set. */
const bestReducing = cached((s) => {
  const { a, c } = readReducing(s);
  const n = a.length;
  let best: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 1 << n; mask++) {
    const del: number[] = [];
    for (let i = 0; i < n; i++) if ((mask >> i) & 1) del.push(i);
    const cost = reducingCost(a, c, del);
    if (cost !== null && cost < bestCost) {
      bestCost = cost;
      best = del;
    }
  }
  return { best, bestCost };
});

const minCostReducing: PromptSolver = {
  solve: (s) => bestReducing(s).best.join(" "),
  judge(s, answer) {
    const { a, c } = readReducing(s);
    const del = readIntList(answer);
    if (del === null || new Set(del).size !== del.length) return false;
    if (del.some((i) => !(i >= 0 && i < a.length))) return false;
    return reducingCost(a, c, del) === bestReducing(s).bestCost;
  },
};

// ---------------------------------------------------------------- max-sum-lds

function readLds(s: string): { n: number; a: number[] } {
  return {
    n: Number(grab(s, /permutation P of the numbers 1 to (\d+)/)),
    a: ints(grab(s, /\nA = ([\d ]+)\n/)),
  };
}

/** The A array (LIS ending at each position) and the sum of the B array (LDS starting at each position). */
function ldsArrays(p: readonly number[]): { a: number[]; bSum: number } {
  const n = p.length;
  const a: number[] = [];
  for (let i = 0; i < n; i++) {
    let e = 1;
    for (let j = 0; j < i; j++) if (p[j]! < p[i]! && a[j]! + 1 > e) e = a[j]! + 1;
    a.push(e);
  }
  const b: number[] = Array.from({ length: n }, () => 1);
  for (let i = n - 1; i >= 0; i--)
    for (let j = i + 1; j < n; j++) if (p[j]! < p[i]! && b[j]! + 1 > b[i]!) b[i] = b[j]! + 1;
  return { a, bSum: b.reduce((t, v) => t + v, 0) };
}

/** Every permutation, built position by position and cut as soon as its A value differs. */
const bestLds = cached((s) => {
  const { n, a } = readLds(s);
  const p: number[] = [];
  const lis: number[] = [];
  const used = Array.from({ length: n + 1 }, () => false);
  let best: number[] | null = null;
  let bestSum = Number.NEGATIVE_INFINITY;
  const go = () => {
    const i = p.length;
    if (i === n) {
      const { bSum } = ldsArrays(p);
      if (bSum > bestSum) {
        bestSum = bSum;
        best = [...p];
      }
      return;
    }
    for (let v = 1; v <= n; v++) {
      if (used[v]) continue;
      let e = 1;
      for (let j = 0; j < i; j++) if (p[j]! < v && lis[j]! + 1 > e) e = lis[j]! + 1;
      if (e !== a[i]) continue;
      used[v] = true;
      p.push(v);
      lis.push(e);
      go();
      lis.pop();
      p.pop();
      used[v] = false;
    }
  };
  go();
  if (best === null) throw new Error("no permutation has this A");
  return { best: best as number[], bestSum };
});

const maxSumLds: PromptSolver = {
  solve: (s) => bestLds(s).best.join(" "),
  judge(s, answer) {
    const { n, a } = readLds(s);
    const p = readIntList(answer);
    if (p === null || p.length !== n) return false;
    const seen = new Set(p);
    if (seen.size !== n || p.some((v) => !(v >= 1 && v <= n))) return false;
    const got = ldsArrays(p);
    return got.a.every((v, i) => v === a[i]) && got.bSum === bestLds(s).bestSum;
  },
};

// ---------------------------------------------------------------- other accurate answers

// The harness compares the judge and the scorer on near misses of one answer. For the environments that
// accept any valid or any optimal answer, these draw further candidates from the statement alone: other
// accurate answers (a different operation string, subarray, equilibrium, optimal deletion set or
// permutation) and random feasible-looking ones, so that the scorer is seen to accept every accurate answer
// and nothing else, not only the reference.

type Candidates = (statement: string, rng: Rng) => string[];

/** A random legal operation string that keeps the output a prefix of the target (it may get stuck). */
const doubleStackCandidates: Candidates = (s, rng) => {
  const { queue, target, ops } = readDoubleStack(s);
  const out: string[] = [];
  for (let k = 0; k < 24; k++) {
    let qi = 0;
    let done = 0;
    const s1: number[] = [];
    const s2: number[] = [];
    let text = "";
    const strict = k % 3 !== 0;
    for (let step = 0; step < ops; step++) {
      const legal: string[] = [];
      if (qi < queue.length) legal.push("a", "c");
      if (s1.length > 0 && (!strict || s1[s1.length - 1] === target[done])) legal.push("b");
      if (s2.length > 0 && (!strict || s2[s2.length - 1] === target[done])) legal.push("d");
      if (legal.length === 0) break;
      const op = rng.pick(legal);
      text += op;
      if (op === "a") s1.push(queue[qi++]!);
      else if (op === "c") s2.push(queue[qi++]!);
      else {
        (op === "b" ? s1 : s2).pop();
        done++;
      }
    }
    out.push(text);
  }
  return out;
};

/** Each line a random subarray with the right sum; now and then one line replaced by a wrong pair. */
const lizCandidates: Candidates = (s, rng) => {
  const { a, total } = readLiz(s);
  const pairs: [number, number][][] = Array.from({ length: total + 1 }, () => []);
  for (let l = 1; l <= a.length; l++)
    for (let r = l; r <= a.length; r++) {
      const t = sumOf(a, l, r);
      if (t <= total) pairs[t]!.push([l, r]);
    }
  const out: string[] = [];
  for (let k = 0; k < 10; k++) {
    const lines = pairs.slice(1).map((ps) => {
      const p = ps.length === 0 ? null : rng.pick(ps);
      return p === null ? "-1 -1" : `${p[0]} ${p[1]}`;
    });
    if (k % 2 === 1) {
      const t = rng.int(0, total - 1);
      const l = rng.int(1, a.length);
      lines[t] = rng.bool(0.2) ? "-1 -1" : `${l} ${rng.int(l, a.length)}`;
    }
    out.push(lines.join("\n"));
  }
  return out;
};

/** Every equilibrium (up to 5) and random choice vectors (each person one of their two cakes). */
const lasCandidates: Candidates = (s, rng) => {
  const cal = readCakes(s);
  const n = cal.length;
  const stable: string[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const choice = Array.from({ length: n }, (_, i) => ((mask >> i) & 1 ? (i + 1 === n ? 1 : i + 2) : i + 1));
    if (isEquilibrium(cal, choice)) stable.push(choice.join(" "));
  }
  return [
    ...rng.sample(stable, Math.min(stable.length, 5)),
    ...Array.from({ length: 20 }, () =>
      Array.from({ length: n }, (_, i) => (rng.bool() ? i + 1 : i + 2 > n ? 1 : i + 2)).join(" "),
    ),
  ];
};

/** Every optimal deletion set, and random ones. */
const reducingCandidates: Candidates = (s, rng) => {
  const { a, c } = readReducing(s);
  const n = a.length;
  const optimum = bestReducing(s).bestCost;
  const out: string[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const del: number[] = [];
    for (let i = 0; i < n; i++) if ((mask >> i) & 1) del.push(i);
    if (reducingCost(a, c, del) === optimum || rng.bool(10 / (1 << n))) out.push(rng.shuffle(del).join(" "));
  }
  return out.slice(0, 40);
};

/** Permutations with the right A array (optimal or not), and random permutations. */
const ldsCandidates: Candidates = (s, rng) => {
  const { n, a } = readLds(s);
  const optimum = bestLds(s).bestSum;
  const best: string[] = [];
  const rest: string[] = [];
  const p: number[] = [];
  const used = Array.from({ length: n + 1 }, () => false);
  const go = () => {
    if (best.length + rest.length > 600) return;
    if (p.length === n) {
      (ldsArrays(p).bSum === optimum ? best : rest).push(p.join(" "));
      return;
    }
    for (let v = 1; v <= n; v++) {
      if (used[v]) continue;
      used[v] = true;
      p.push(v);
      if (ldsArrays(p).a[p.length - 1] === a[p.length - 1]) go();
      p.pop();
      used[v] = false;
    }
  };
  go();
  return [
    ...rng.sample(best, Math.min(best.length, 10)),
    ...rng.sample(rest, Math.min(rest.length, 10)),
    ...Array.from({ length: 5 }, () =>
      rng
        .permutation(n)
        .map((v) => v + 1)
        .join(" "),
    ),
  ];
};

/** The judge and the scorer agree on every candidate at levels 0-6 x seeds 0-9; returns how many were accurate. */
function crossCheck(envId: string, solver: PromptSolver, candidates: Candidates): number {
  const env = getEnv(envId);
  const problems: string[] = [];
  let accurate = 0;
  for (let level = 0; level <= 6; level++)
    for (let seed = 0; seed < 10; seed++) {
      const { instance } = instanceOf(env, level, seed);
      const statement = env.prompt(instance);
      for (const text of candidates(statement, Rng.from("prompt-audit-b15d", envId, level, seed))) {
        const judged = solver.judge(statement, text);
        const o = verify(env, instance, wrapAnswer(text));
        if (judged) accurate++;
        if (o.status === "unscorable" || judged !== (o.accuracy === 1))
          problems.push(
            `${envId} level ${level} seed ${seed}: ${JSON.stringify(text.slice(0, 100))}: judge ${judged}, scorer ${o.status} (${o.reason})`,
          );
      }
    }
  assert.deepEqual(problems.slice(0, 12), [], `${problems.length} disagreements`);
  return accurate;
}

// ---------------------------------------------------------------- the audits

const solvers: [string, PromptSolver][] = [
  ["double-stack-sorting", doubleStack],
  ["liz-lollipop", lizLollipop],
  ["repeat-sequence-lnds", repeatSequence],
  ["subsequence-reversal-lnds", subsequenceReversal],
  ["gra-minima-game", graMinima],
  ["las", las],
  ["stone-intervals-game", stoneIntervals],
  ["triumphal-arch", triumphalArch],
  ["min-cost-reducing-lnds", minCostReducing],
  ["max-sum-lds", maxSumLds],
];

for (const [id, solver] of solvers) {
  test(`${id} agrees with a solver that reads only its statement`, () => {
    auditFromPrompt(id, solver);
  });
}

const others: [string, PromptSolver, Candidates][] = [
  ["double-stack-sorting", doubleStack, doubleStackCandidates],
  ["liz-lollipop", lizLollipop, lizCandidates],
  ["las", las, lasCandidates],
  ["min-cost-reducing-lnds", minCostReducing, reducingCandidates],
  ["max-sum-lds", maxSumLds, ldsCandidates],
];

for (const [id, solver, candidates] of others) {
  test(`${id}: the scorer accepts every other accurate answer the judge finds, and nothing else`, () => {
    const accurate = crossCheck(id, solver, candidates);
    assert.ok(accurate >= 70, `only ${accurate} accurate candidates: the check would prove little`);
  });
}

test("triumphal-arch: the pruned game-tree search equals the plain fixed-point search on trees of up to 9 vertices", () => {
  const env = getEnv("triumphal-arch");
  let compared = 0;
  // Trees start at 5 vertices (v4), so the low levels are drawn more often to find 30 of at most 9.
  for (let level = 0; level <= 6; level++)
    for (let seed = 0; seed < 40; seed++) {
      const statement = env.prompt(instanceOf(env, level, seed).instance);
      const n = Number(grab(statement, /A tree has (\d+) vertices/));
      if (n > 9) continue;
      const adj: number[][] = Array.from({ length: n }, () => []);
      for (const m of statement.matchAll(/^\((\d+), (\d+)\)$/gm)) {
        adj[Number(m[1])]!.push(Number(m[2]));
        adj[Number(m[2])]!.push(Number(m[1]));
      }
      assert.equal(
        triumphalArch.solve(statement),
        String(triumphalArchPlain(n, adj)),
        `level ${level} seed ${seed}`,
      );
      compared++;
    }
  assert.ok(compared >= 30, `only ${compared} trees compared`);
});

// Prompt-only audits of four families of batch b16b: each is re-solved from its statement text by a
// different method than the environment's (a DP over values for stu-well, enumeration of every split (compared by end labels) for
// minimum-max-abs-slicer, of every point set for minimum-dominating-interval, of every order for
// pipeline-arrangement).
import { test } from "node:test";
import { auditFromPrompt, type PromptSolver } from "../support/prompt-audit.ts";

/** Integers separated by spaces or commas, or null for anything else. */
function readInts(answer: string): number[] | null {
  const tokens = answer
    .trim()
    .split(/[\s,]+/)
    .filter((t) => t !== "");
  if (tokens.length === 0 || tokens.some((t) => !/^[+-]?\d{1,15}$/.test(t))) return null;
  return tokens.map(Number);
}

function readWell(statement: string): { x: number[]; m: number } {
  const x = statement
    .match(/integers:\n([\d ]+)\n/)![1]!
    .trim()
    .split(" ")
    .map(Number);
  const m = Number(statement.match(/by at most (\d+) in total/)![1]);
  return { x, m };
}

/**
 * Least lowering for a bound z by a DP over (position, value kept, whether a 0 was kept yet); values range
 * over 0..x[i]. The least bound whose lowering fits the budget, by binary search (feasibility grows with z).
 */
function wellAnswer(x: number[], m: number): number {
  const lowering = (z: number): number => {
    let prev: number[][] = [];
    for (let i = 0; i < x.length; i++) {
      const cur = [0, 1].map(() => new Array<number>(x[i]! + 1).fill(Number.POSITIVE_INFINITY));
      for (let v = 0; v <= x[i]!; v++) {
        for (const seen of [0, 1]) {
          const nowSeen = seen || (v === 0 ? 1 : 0);
          let before = i === 0 ? (seen === 0 ? 0 : Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
          if (i > 0) {
            for (let u = Math.max(0, v - z); u <= Math.min(x[i - 1]!, v + z); u++)
              before = Math.min(before, prev[seen]![u]!);
          }
          cur[nowSeen]![v] = Math.min(cur[nowSeen]![v]!, before + x[i]! - v);
        }
      }
      prev = cur;
    }
    return Math.min(...prev[1]!);
  };
  let lo = 0;
  let hi = Math.max(...x);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (lowering(mid) <= m) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The judge sees each statement many times (once per mutated answer): solve it once. */
function memo<T>(f: (statement: string) => T): (statement: string) => T {
  const seen = new Map<string, T>();
  return (statement) => {
    if (!seen.has(statement)) seen.set(statement, f(statement));
    return seen.get(statement)!;
  };
}

const wellOf = memo((statement) => {
  const { x, m } = readWell(statement);
  return wellAnswer(x, m);
});

const stuWell: PromptSolver = {
  solve: (statement) => String(wellOf(statement)),
  judge(statement, answer) {
    const v = readInts(answer);
    return v !== null && v.length === 1 && v[0] === wellOf(statement);
  },
};

function readSlicer(statement: string): { w: number[]; labels: number[]; m: number } {
  const rows = [...statement.matchAll(/^(\d+): ([-+]1) (\d+)$/gm)];
  const w = rows.map((r) => Number(r[2]));
  const labels = rows.map((r) => Number(r[3]));
  const m = Number(statement.match(/into exactly (\d+) batches/)![1]);
  return { w, labels, m };
}

/** The optimal split with the smallest end labels, by trying every split; answered as its end labels. */
function slicerAnswer(w: number[], labels: number[], m: number): number[] {
  let best = Number.POSITIVE_INFINITY;
  let first: number[] = [];
  const ends: number[] = [];
  const go = (start: number, left: number): void => {
    if (left === 1) {
      const all = [...ends, w.length];
      let worst = 0;
      let from = 0;
      for (const e of all) {
        worst = Math.max(worst, Math.abs(w.slice(from, e).reduce((a, b) => a + b, 0)));
        from = e;
      }
      const mine = all.map((e) => labels[e - 1]!);
      const i = mine.findIndex((v, j) => v !== first[j]);
      if (worst < best || (worst === best && i >= 0 && mine[i]! < first[i]!)) {
        best = worst;
        first = mine;
      }
      return;
    }
    for (let e = start + 1; e <= w.length - left + 1; e++) {
      ends.push(e);
      go(e, left - 1);
      ends.pop();
    }
  };
  go(0, m);
  return first;
}

const slicerOf = memo((statement) => {
  const { w, labels, m } = readSlicer(statement);
  return slicerAnswer(w, labels, m).join(" ");
});

const maxAbsSlicer: PromptSolver = {
  solve: slicerOf,
  judge(statement, answer) {
    const v = readInts(answer);
    return v !== null && v.join(" ") === slicerOf(statement);
  },
};

test("stu-well agrees with a solver that reads only its statement", () => {
  auditFromPrompt("stu-well", stuWell, { levels: [0, 1, 2, 3, 4, 5, 6] });
});

test("minimum-max-abs-slicer agrees with a solver that reads only its statement", () => {
  auditFromPrompt("minimum-max-abs-slicer", maxAbsSlicer, { levels: [0, 1, 2, 3, 4, 5, 6] });
});

function readIntervals(statement: string): { n: number; k: number; iv: [number, number, number][] } {
  const n = Number(statement.match(/There are (\d+) points/)![1]);
  const one = /Choose exactly one point/.test(statement);
  const k = one ? 1 : Number(statement.match(/Choose exactly (\d+) distinct points/)![1]);
  const iv = [...statement.matchAll(/^interval \d+: L=(\d+), R=(\d+), C=(\d+)$/gm)].map(
    (m) => [Number(m[1]), Number(m[2]), Number(m[3])] as [number, number, number],
  );
  return { n, k, iv };
}

function intervalCost(iv: [number, number, number][], points: number[]): number {
  return iv.reduce((acc, [l, r, c]) => acc + (points.some((p) => l <= p && p <= r) ? c : 0), 0);
}

/** The least cost over every set of k points (bit masks). */
const dominatingOf = memo((statement) => {
  const { n, k, iv } = readIntervals(statement);
  let best = Number.POSITIVE_INFINITY;
  let witness: number[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const pts = Array.from({ length: n }, (_, i) => i).filter((i) => (mask >> i) & 1);
    if (pts.length !== k) continue;
    const c = intervalCost(iv, pts);
    if (c < best) {
      best = c;
      witness = pts;
    }
  }
  return { best, witness };
});

const dominatingInterval: PromptSolver = {
  solve: (statement) => dominatingOf(statement).witness.join(" "),
  judge(statement, answer) {
    const v = readInts(answer);
    const { n, k, iv } = readIntervals(statement);
    if (v === null || v.length !== k || new Set(v).size !== k || v.some((p) => p < 0 || p >= n)) return false;
    return intervalCost(iv, v) === dominatingOf(statement).best;
  },
};

function readJobs(statement: string): { a: number[]; b: number[] } {
  const rows = [...statement.matchAll(/^job \d+: A=(\d+), B=(\d+)$/gm)];
  return { a: rows.map((m) => Number(m[1])), b: rows.map((m) => Number(m[2])) };
}

function finish(a: number[], b: number[], order: number[]): number {
  let onA = 0;
  let onB = 0;
  for (const j of order) {
    onA += a[j]!;
    onB = Math.max(onB, onA) + b[j]!;
  }
  return onB;
}

/** The least makespan over every order (Heap's algorithm). */
const pipelineOf = memo((statement) => {
  const { a, b } = readJobs(statement);
  const p = a.map((_, i) => i);
  let best = finish(a, b, p);
  let witness = [...p];
  const c = new Array<number>(p.length).fill(0);
  for (let i = 1; i < p.length; ) {
    if (c[i]! < i) {
      const j = i % 2 === 0 ? 0 : c[i]!;
      [p[j], p[i]] = [p[i]!, p[j]!];
      const f = finish(a, b, p);
      if (f < best) {
        best = f;
        witness = [...p];
      }
      c[i]!++;
      i = 1;
    } else {
      c[i] = 0;
      i++;
    }
  }
  return { best, witness };
});

const pipeline: PromptSolver = {
  solve: (statement) => pipelineOf(statement).witness.join(" "),
  judge(statement, answer) {
    const v = readInts(answer);
    const { a, b } = readJobs(statement);
    if (v === null || v.length !== a.length || new Set(v).size !== a.length) return false;
    if (v.some((j) => j < 0 || j >= a.length)) return false;
    return finish(a, b, v) === pipelineOf(statement).best;
  },
};

test("minimum-dominating-interval agrees with a solver that reads only its statement", () => {
  auditFromPrompt("minimum-dominating-interval", dominatingInterval, { levels: [0, 1, 2, 3, 4, 5, 6] });
});

test("pipeline-arrangement agrees with a solver that reads only its statement", () => {
  auditFromPrompt("pipeline-arrangement", pipeline, { levels: [0, 1, 2, 3, 4] });
});

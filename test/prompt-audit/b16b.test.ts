// The prompt-only audit of batch b16b (11 optimisation environments): every solver below reads only the
// statement text (env.prompt) and re-derives an optimum by enumeration (or, for minimum-interval-coverage and
// stu-well, by an exact method written here), then judges answers by feasibility and optimal value.
import assert from "node:assert/strict";
import { test } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import { wrapAnswer } from "../../src/core/extract.ts";
import { getEnv } from "../../src/core/registry.ts";
import { auditFromPrompt, type PromptSolver } from "../support/prompt-audit.ts";

// ---------------------------------------------------------------- shared readers

/** Non-negative integers separated by spaces (commas tolerated, as the notation policy reads lists). */
function readList(answer: string, signed = false): number[] | null {
  const t = answer.trim();
  if (t === "") return [];
  const tokens = t.split(/\s*,\s*|\s+/);
  const re = signed ? /^[+-]?\d+$/ : /^\+?\d+$/;
  if (!tokens.every((x) => re.test(x))) return null;
  const out = tokens.map(Number);
  return out.every((v) => Number.isSafeInteger(v)) ? out : null;
}

/** One non-negative integer (a leading + or a zero fraction tolerated, as the notation policy says). */
function readInt(answer: string): number | null {
  const m = /^\s*\+?(\d+)(?:\.0+)?\s*$/.exec(answer);
  if (!m) return null;
  const v = Number(m[1]);
  return Number.isSafeInteger(v) ? v : null;
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

/** Every permutation of 0..n-1 through a callback (prefix-incremental state kept by the caller). */
function permutations(n: number, visit: (perm: number[]) => void): void {
  const perm: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const rec = () => {
    if (perm.length === n) {
      visit(perm);
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      used[i] = true;
      perm.push(i);
      rec();
      perm.pop();
      used[i] = false;
    }
  };
  rec();
}

/** Every strictly increasing list of k values from lo..hi, in lexicographic order. */
function combinations(lo: number, hi: number, k: number, visit: (c: number[]) => void): void {
  const c: number[] = [];
  const rec = (from: number) => {
    if (c.length === k) {
      visit(c);
      return;
    }
    for (let v = from; v <= hi; v++) {
      c.push(v);
      rec(v + 1);
      c.pop();
    }
  };
  rec(lo);
}

function isPermutation(list: number[], n: number): boolean {
  return list.length === n && new Set(list).size === n && list.every((v) => v >= 0 && v < n);
}

/** Batch ends: strictly increasing positions in 1..n ending at n (count given or any). */
function validEnds(ends: number[], n: number, count?: number): boolean {
  if (ends.length === 0 || (count !== undefined && ends.length !== count)) return false;
  if (ends[ends.length - 1] !== n || ends[0]! < 1) return false;
  return ends.every((e, i) => i === 0 || e > ends[i - 1]!);
}

/** Batch sums of a[0..n-1] for 1-based batch ends. */
function batchSums(a: number[], ends: number[]): number[] {
  const out: number[] = [];
  let start = 0;
  for (const e of ends) {
    let s = 0;
    for (let i = start; i < e; i++) s += a[i]!;
    out.push(s);
    start = e;
  }
  return out;
}

/** Every split of 1..n into consecutive batches (2^(n-1)), as lists of batch ends. */
function allSplits(n: number, visit: (ends: number[]) => void): void {
  for (let mask = 0; mask < 1 << (n - 1); mask++) {
    const ends: number[] = [];
    for (let i = 1; i < n; i++) if ((mask >> (i - 1)) & 1) ends.push(i);
    ends.push(n);
    visit(ends);
  }
}

// ---------------------------------------------------------------- minimum-dominating-interval

function readDominating(s: string) {
  const n = num(s, /There are (\d+) points on a line/);
  const intervals = rows(s, /^interval \d+: L=(\d+), R=(\d+), C=(\d+)$/gm);
  const k = num(s, /Choose exactly (one|\d+) (?:distinct )?points?\./);
  return { n, intervals, k };
}

function dominatingCost(intervals: number[][], points: number[]): number {
  let cost = 0;
  for (const [l, r, c] of intervals) if (points.some((p) => p >= l! && p <= r!)) cost += c!;
  return cost;
}

const dominatingBest = memo((s) => {
  const { n, intervals, k } = readDominating(s);
  let best: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  combinations(0, n - 1, k, (c) => {
    const cost = dominatingCost(intervals, c);
    if (cost < bestCost) {
      bestCost = cost;
      best = [...c];
    }
  });
  return { best, bestCost };
});

const dominating: PromptSolver = {
  solve: (s) => dominatingBest(s).best.join(" "),
  judge(s, answer) {
    const { n, intervals, k } = readDominating(s);
    const list = readList(answer);
    if (!list || list.length !== k || new Set(list).size !== k) return false;
    if (!list.every((p) => p >= 0 && p < n)) return false;
    return dominatingCost(intervals, list) === dominatingBest(s).bestCost;
  },
};

// ---------------------------------------------------------------- pipeline-arrangement

function readJobsAB(s: string) {
  return rows(s, /^job \d+: A=(\d+), B=(\d+)$/gm);
}

function makespan(jobs: number[][], order: number[]): number {
  let a = 0;
  let b = 0;
  for (const j of order) {
    a += jobs[j]![0]!;
    b = Math.max(a, b) + jobs[j]![1]!;
  }
  return b;
}

const pipelineBest = memo((s) => {
  const jobs = readJobsAB(s);
  let best: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  permutations(jobs.length, (p) => {
    const m = makespan(jobs, p);
    if (m < bestCost) {
      bestCost = m;
      best = [...p];
    }
  });
  return { best, bestCost };
});

const pipeline: PromptSolver = {
  solve: (s) => pipelineBest(s).best.join(" "),
  judge(s, answer) {
    const jobs = readJobsAB(s);
    const list = readList(answer);
    if (!list || !isPermutation(list, jobs.length)) return false;
    return makespan(jobs, list) === pipelineBest(s).bestCost;
  },
};

// ---------------------------------------------------------------- minimum-max-abs-slicer

function readAbs(s: string) {
  const n = num(s, /sequence of (\d+) elements/);
  const rows = [...s.matchAll(/^(\d+): ([-+]1) (\d+)$/gm)];
  assert.equal(rows.length, n, "one line per element");
  const w = rows.map((r) => Number(r[2]));
  const labels = rows.map((r) => Number(r[3]));
  const batches = num(s, /into exactly (\d+) batches/);
  return { w, labels, batches };
}

const absBest = memo((s) => {
  const { w, labels, batches } = readAbs(s);
  const n = w.length;
  let best: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  combinations(1, n - 1, batches - 1, (c) => {
    const ends = [...c, n];
    const cost = Math.max(...batchSums(w, ends).map(Math.abs));
    const mine = ends.map((e) => labels[e - 1]!);
    const i = mine.findIndex((v, j) => v !== best[j]);
    if (cost < bestCost || (cost === bestCost && i >= 0 && mine[i]! < best[i]!)) {
      bestCost = cost;
      best = mine;
    }
  });
  return best;
});

const absSlicer: PromptSolver = {
  solve: (s) => absBest(s).join(" "),
  judge(s, answer) {
    const list = readList(answer);
    const best = absBest(s);
    return list !== null && list.length === best.length && list.every((v, i) => v === best[i]);
  },
};

// ---------------------------------------------------------------- minimum-max-slicer

function readArray(s: string): number[] {
  const m = /positive integers \(positions 1 to (\d+)\):\n([\d ]+)\n/.exec(s);
  assert.ok(m, "array line");
  const a = m[2]!.trim().split(/\s+/).map(Number);
  assert.equal(a.length, Number(m[1]));
  return a;
}

const maxBest = memo((s) => {
  const a = readArray(s);
  const batches = num(s, /into exactly (\d+) batches/);
  let best: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  combinations(1, a.length - 1, batches - 1, (c) => {
    const ends = [...c, a.length];
    const cost = Math.max(...batchSums(a, ends));
    if (cost < bestCost) {
      bestCost = cost;
      best = ends;
    }
  });
  return { a, batches, best, bestCost };
});

const maxSlicer: PromptSolver = {
  solve: (s) => maxBest(s).best.join(" "),
  judge(s, answer) {
    const { a, batches, bestCost } = maxBest(s);
    const list = readList(answer);
    if (!list || !validEnds(list, a.length, batches)) return false;
    return Math.max(...batchSums(a, list)) === bestCost;
  },
};

// ---------------------------------------------------------------- minimum-interval-coverage

function readCoverage(s: string) {
  const need = rows(s, /^NEED\[\d+\] = (\d+)$/gm).map((r) => r[0]!);
  const intervals = rows(s, /^interval \d+: L=(\d+), R=(\d+), C=(\d+)$/gm);
  return { need, intervals };
}

function coverageCost(need: number[], intervals: number[][], x: number[]): number | null {
  if (x.length !== intervals.length) return null;
  for (let p = 0; p < need.length; p++) {
    let cov = 0;
    intervals.forEach(([l, r], j) => {
      if (p >= l! && p <= r!) cov += x[j]!;
    });
    if (cov < need[p]!) return null;
  }
  return intervals.reduce((t, iv, j) => t + iv[2]! * x[j]!, 0);
}

/**
 * Exact optimum by min-cost flow. The constraints cover(p) - slack(p) = NEED[p], differenced between
 * consecutive points (rows -1 and n are 0), form a flow network on nodes 0..n: copy j of an interval is an
 * edge L_j -> R_j + 1 with cost C_j, slack p an edge p + 1 -> p with cost 0, and node p supplies
 * NEED[p] - NEED[p - 1]. Successive shortest paths (Bellman-Ford on the residual graph) give the optimum, and
 * the flow on the interval edges is an optimal choice of copies.
 */
function coverageFlow(need: number[], intervals: number[][]): { x: number[]; cost: number } {
  const n = need.length;
  const src = n + 1;
  const dst = n + 2;
  const to: number[] = [];
  const cap: number[] = [];
  const cost: number[] = [];
  const adj: number[][] = Array.from({ length: n + 3 }, () => []);
  const INF = 1e9;
  const edge = (u: number, v: number, c: number, w: number) => {
    adj[u]!.push(to.length);
    to.push(v);
    cap.push(c);
    cost.push(w);
    adj[v]!.push(to.length);
    to.push(u);
    cap.push(0);
    cost.push(-w);
  };
  const intervalEdge: number[] = [];
  for (const [l, r, c] of intervals) {
    intervalEdge.push(to.length);
    edge(l!, r! + 1, INF, c!);
  }
  for (let p = 0; p < n; p++) edge(p + 1, p, INF, 0);
  let demand = 0;
  for (let p = 0; p <= n; p++) {
    const d = (p < n ? need[p]! : 0) - (p > 0 ? need[p - 1]! : 0);
    if (d > 0) {
      edge(src, p, d, 0);
      demand += d;
    } else if (d < 0) edge(p, dst, -d, 0);
  }
  let flow = 0;
  let total = 0;
  for (;;) {
    const dist = new Array<number>(n + 3).fill(Number.POSITIVE_INFINITY);
    const via = new Array<number>(n + 3).fill(-1);
    dist[src] = 0;
    for (let round = 0; round < n + 3; round++) {
      let changed = false;
      for (let u = 0; u < n + 3; u++) {
        if (dist[u] === Number.POSITIVE_INFINITY) continue;
        for (const e of adj[u]!) {
          if (cap[e]! > 0 && dist[u]! + cost[e]! < dist[to[e]!]!) {
            dist[to[e]!] = dist[u]! + cost[e]!;
            via[to[e]!] = e;
            changed = true;
          }
        }
      }
      if (!changed) break;
    }
    if (dist[dst] === Number.POSITIVE_INFINITY) break;
    let push = Number.POSITIVE_INFINITY;
    for (let v = dst; v !== src; v = to[via[v]! ^ 1]!) push = Math.min(push, cap[via[v]!]!);
    for (let v = dst; v !== src; v = to[via[v]! ^ 1]!) {
      cap[via[v]!]! -= push;
      cap[via[v]! ^ 1]! += push;
    }
    flow += push;
    total += push * dist[dst]!;
  }
  assert.equal(flow, demand, "the coverage demands cannot be met");
  const x = intervalEdge.map((e) => cap[e ^ 1]!);
  return { x, cost: total };
}

const coverageBest = memo((s) => {
  const { need, intervals } = readCoverage(s);
  const { x, cost } = coverageFlow(need, intervals);
  assert.equal(coverageCost(need, intervals, x), cost, "the flow's copies realise its cost");
  return { x, cost };
});

const coverage: PromptSolver = {
  solve: (s) => coverageBest(s).x.join(" "),
  judge(s, answer) {
    const { need, intervals } = readCoverage(s);
    const list = readList(answer);
    if (!list) return false;
    const c = coverageCost(need, intervals, list);
    return c !== null && c === coverageBest(s).cost;
  },
};

/** Brute force over copies 0..max NEED in range (more copies of an interval are never needed), small cases. */
function coverageBrute(need: number[], intervals: number[][]): number | null {
  const caps = intervals.map(([l, r]) => Math.max(0, ...need.slice(l!, r! + 1)));
  if (caps.reduce((p, c) => p * (c + 1), 1) > 200_000) return null;
  let best = Number.POSITIVE_INFINITY;
  const x = new Array<number>(intervals.length).fill(0);
  const rec = (j: number) => {
    if (j === intervals.length) {
      const c = coverageCost(need, intervals, x);
      if (c !== null && c < best) best = c;
      return;
    }
    for (let v = 0; v <= caps[j]!; v++) {
      x[j] = v;
      rec(j + 1);
    }
    x[j] = 0;
  };
  rec(0);
  return best;
}

// ---------------------------------------------------------------- protecting-flowers

function readJobsTD(s: string) {
  return rows(s, /^job \d+: T=(\d+), D=(\d+)$/gm);
}

function damage(jobs: number[][], order: number[]): number {
  let t = 0;
  let total = 0;
  for (const j of order) {
    total += jobs[j]![1]! * t;
    t += jobs[j]![0]!;
  }
  return total;
}

const flowersBest = memo((s) => {
  const jobs = readJobsTD(s);
  let best: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  permutations(jobs.length, (p) => {
    const d = damage(jobs, p);
    if (d < bestCost) {
      bestCost = d;
      best = [...p];
    }
  });
  return { best, bestCost };
});

const flowers: PromptSolver = {
  solve: (s) => flowersBest(s).best.join(" "),
  judge(s, answer) {
    const jobs = readJobsTD(s);
    const list = readList(answer);
    if (!list || !isPermutation(list, jobs.length)) return false;
    return damage(jobs, list) === flowersBest(s).bestCost;
  },
};

// ---------------------------------------------------------------- quadratic-function-segmentation

function readQuadratic(s: string) {
  const a = readArray(s);
  const m = /is worth (-?\d+)·X² ([+-]) (\d+)·X ([+-]) (\d+) \(/.exec(s);
  assert.ok(m, "worth formula");
  const qa = Number(m[1]);
  const qb = (m[2] === "-" ? -1 : 1) * Number(m[3]);
  const qc = (m[4] === "-" ? -1 : 1) * Number(m[5]);
  return { a, worth: (x: number) => qa * x * x + qb * x + qc };
}

const quadraticBest = memo((s) => {
  const { a, worth } = readQuadratic(s);
  let best: number[] = [];
  let bestValue = Number.NEGATIVE_INFINITY;
  allSplits(a.length, (ends) => {
    const v = batchSums(a, ends).reduce((t, x) => t + worth(x), 0);
    if (v > bestValue) {
      bestValue = v;
      best = ends;
    }
  });
  return { best, bestValue };
});

const quadratic: PromptSolver = {
  solve: (s) => quadraticBest(s).best.join(" "),
  judge(s, answer) {
    const { a, worth } = readQuadratic(s);
    const list = readList(answer);
    if (!list || !validEnds(list, a.length)) return false;
    return batchSums(a, list).reduce((t, x) => t + worth(x), 0) === quadraticBest(s).bestValue;
  },
};

// ---------------------------------------------------------------- task-arrangement

function readTasks(s: string) {
  const tasks = rows(s, /^task \d+: T=(\d+), F=(\d+)$/gm);
  const startup = num(s, /start-up time of (\d+);/);
  return { tasks, startup };
}

function taskCost(tasks: number[][], startup: number, ends: number[]): number {
  let time = 0;
  let total = 0;
  let start = 0;
  for (const e of ends) {
    time += startup;
    for (let i = start; i < e; i++) time += tasks[i]![0]!;
    for (let i = start; i < e; i++) total += tasks[i]![1]! * time;
    start = e;
  }
  return total;
}

const taskBest = memo((s) => {
  const { tasks, startup } = readTasks(s);
  let best: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  allSplits(tasks.length, (ends) => {
    const c = taskCost(tasks, startup, ends);
    if (c < bestCost) {
      bestCost = c;
      best = ends;
    }
  });
  return { best, bestCost };
});

const taskArrangement: PromptSolver = {
  solve: (s) => taskBest(s).best.join(" "),
  judge(s, answer) {
    const { tasks, startup } = readTasks(s);
    const list = readList(answer);
    if (!list || !validEnds(list, tasks.length)) return false;
    return taskCost(tasks, startup, list) === taskBest(s).bestCost;
  },
};

// ---------------------------------------------------------------- warehouse-construction

function readFactories(s: string) {
  return rows(s, /^factory \d+: X=(\d+), P=(\d+), C=(\d+)$/gm);
}

/** Building plus cheapest transport (each factory's products to the nearest warehouse at or below it). */
function warehouseCost(f: number[][], built: number[]): number | null {
  const has = new Set(built);
  let total = 0;
  for (const b of built) total += f[b]![2]!;
  for (let i = 0; i < f.length; i++) {
    if (f[i]![1] === 0) continue;
    let j = i;
    while (j < f.length && !has.has(j)) j++;
    if (j === f.length) return null;
    total += f[i]![1]! * (f[j]![0]! - f[i]![0]!);
  }
  return total;
}

const warehouseBest = memo((s) => {
  const f = readFactories(s);
  let best: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 1 << f.length; mask++) {
    const built = f.map((_, i) => i).filter((i) => (mask >> i) & 1);
    const c = warehouseCost(f, built);
    if (c !== null && c < bestCost) {
      bestCost = c;
      best = built;
    }
  }
  return { best, bestCost };
});

const warehouse: PromptSolver = {
  solve: (s) => warehouseBest(s).best.join(" "),
  judge(s, answer) {
    const f = readFactories(s);
    const list = readList(answer);
    if (!list || new Set(list).size !== list.length || !list.every((i) => i >= 0 && i < f.length))
      return false;
    const c = warehouseCost(f, list);
    return c !== null && c === warehouseBest(s).bestCost;
  },
};

// ---------------------------------------------------------------- palembang-bridges

function readBridges(s: string) {
  const commuters = rows(s, /^commuter \d+: S=(\d+), T=(\d+)$/gm);
  const k = num(s, /You must build (\d+) bridges?,/);
  return { commuters, k };
}

function travel(commuters: number[][], bridges: number[]): number {
  let total = 0;
  for (const [a, b] of commuters)
    total += Math.min(...bridges.map((p) => Math.abs(p - a!) + Math.abs(p - b!)));
  return total;
}

/**
 * Exhaustive over bridge positions among the commuters' endpoints: for a fixed assignment of commuters to
 * bridges, a bridge's total is a convex piecewise-linear function with breaks at its commuters' endpoints, so
 * some optimum lies on endpoints.
 */
const bridgesBest = memo((s) => {
  const { commuters, k } = readBridges(s);
  const cand = [...new Set(commuters.flat())].sort((x, y) => x - y);
  let best: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  const pick: number[] = [];
  const rec = (from: number) => {
    if (pick.length === k) {
      const c = travel(commuters, pick);
      if (c < bestCost) {
        bestCost = c;
        best = [...pick];
      }
      return;
    }
    for (let i = from; i < cand.length; i++) {
      pick.push(cand[i]!);
      rec(i);
      pick.pop();
    }
  };
  rec(0);
  return { best, bestCost };
});

const bridges: PromptSolver = {
  solve: (s) => bridgesBest(s).best.join(" "),
  judge(s, answer) {
    const { commuters, k } = readBridges(s);
    const list = readList(answer, true);
    if (!list || list.length !== k) return false;
    return travel(commuters, list) === bridgesBest(s).bestCost;
  },
};

// ---------------------------------------------------------------- stu-well

function readWell(s: string) {
  const m = /sequence of (\d+) non-negative integers:\n([\d ]+)\n/.exec(s);
  assert.ok(m, "sequence line");
  const a = m[2]!.trim().split(/\s+/).map(Number);
  assert.equal(a.length, Number(m[1]));
  const budget = num(s, /by at most (\d+) in total/);
  return { a, budget };
}

/**
 * For a limit D and the entry k forced to 0, the pointwise largest lowered sequence is
 * b_i = min_j (c_j + D·|i - j|) with c = a except c_k = 0: it is feasible (below a, D-Lipschitz, b_k = 0,
 * non-negative) and above every feasible sequence, so it needs the least total lowering. The answer is the
 * smallest D for which some k fits the budget.
 */
const wellBest = memo((s) => {
  const { a, budget } = readWell(s);
  const n = a.length;
  for (let d = 0; d <= Math.max(...a); d++) {
    for (let k = 0; k < n; k++) {
      let lowered = 0;
      for (let i = 0; i < n; i++) {
        let b = Number.POSITIVE_INFINITY;
        for (let j = 0; j < n; j++) b = Math.min(b, (j === k ? 0 : a[j]!) + d * Math.abs(i - j));
        lowered += a[i]! - b;
      }
      if (lowered <= budget) return d;
    }
  }
  throw new Error("no feasible lowering");
});

/** Brute force for tiny cases: every lowered sequence within the budget. */
function wellBrute(a: number[], budget: number): number {
  let best = Number.POSITIVE_INFINITY;
  const b: number[] = [];
  const rec = (i: number, left: number) => {
    if (i === a.length) {
      if (!b.includes(0)) return;
      let m = 0;
      for (let t = 1; t < b.length; t++) m = Math.max(m, Math.abs(b[t]! - b[t - 1]!));
      best = Math.min(best, m);
      return;
    }
    for (let low = 0; low <= Math.min(left, a[i]!); low++) {
      b.push(a[i]! - low);
      rec(i + 1, left - low);
      b.pop();
    }
  };
  rec(0, budget);
  return best;
}

const well: PromptSolver = {
  solve: (s) => String(wellBest(s)),
  judge(s, answer) {
    const v = readInt(answer);
    return v !== null && v === wellBest(s);
  },
};

// ---------------------------------------------------------------- the audits

const cases: [string, PromptSolver][] = [
  ["minimum-dominating-interval", dominating],
  ["pipeline-arrangement", pipeline],
  ["minimum-max-abs-slicer", absSlicer],
  ["minimum-max-slicer", maxSlicer],
  ["minimum-interval-coverage", coverage],
  ["protecting-flowers", flowers],
  ["quadratic-function-segmentation", quadratic],
  ["task-arrangement", taskArrangement],
  ["warehouse-construction", warehouse],
  ["palembang-bridges", bridges],
  ["stu-well", well],
];

for (const [id, solver] of cases) {
  test(`${id} agrees with a solver that reads only its statement`, () => {
    auditFromPrompt(id, solver);
  });
}

test("the min-cost-flow coverage optimum equals brute force on small cases", () => {
  const rngCases: [number[], number[][]][] = [
    [
      [2, 2, 2],
      [
        [0, 1, 5],
        [2, 2, 1],
        [0, 2, 4],
        [0, 2, 1],
      ],
    ],
    [
      [0, 3, 1, 2],
      [
        [0, 1, 2],
        [1, 3, 5],
        [2, 3, 1],
        [1, 1, 1],
      ],
    ],
  ];
  // Plus a deterministic family of small cases.
  let seed = 7;
  const next = (m: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % m;
  };
  for (let t = 0; t < 200; t++) {
    const n = 1 + next(4);
    const need = Array.from({ length: n }, () => next(4));
    const intervals = Array.from({ length: 1 + next(4) }, () => {
      const l = next(n);
      const r = l + next(n - l);
      return [l, r, 1 + next(9)];
    });
    intervals.push([0, n - 1, 1 + next(30)]);
    rngCases.push([need, intervals]);
  }
  let checked = 0;
  for (const [need, intervals] of rngCases) {
    const brute = coverageBrute(need, intervals);
    if (brute === null) continue;
    assert.equal(coverageFlow(need, intervals).cost, brute, JSON.stringify({ need, intervals }));
    checked++;
  }
  assert.ok(checked > 150);
});

test("the stu-well lowering bound equals brute force on small cases", () => {
  let seed = 11;
  const next = (m: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % m;
  };
  for (let t = 0; t < 200; t++) {
    const a = Array.from({ length: 2 + next(3) }, () => next(9));
    const budget = Math.min(...a) + next(6);
    const s = `You are given a sequence of ${a.length} non-negative integers:\n${a.join(" ")}\n\nYou may lower entries by integer amounts, by at most ${budget} in total over all entries.`;
    assert.equal(wellBest(s), wellBrute(a, budget), JSON.stringify({ a, budget }));
  }
});

// ---------------------------------------------------------------- extra answers beyond the harness's mutations

/** Every optimum the enumerations know of (any order the statement allows), plus reorderings and repeats. */
function extraAnswers(id: string, s: string, mine: string): string[] {
  const list = mine.split(" ");
  const out = [
    [...list].reverse().join(" "),
    list.join(", "),
    ` ${mine} `,
    `${mine} ${list[list.length - 1]}`,
    list.length > 1 ? `${list[1]} ${list[0]} ${list.slice(2).join(" ")}`.trim() : `${mine} ${mine}`,
  ];
  if (id === "minimum-dominating-interval") {
    const { n, intervals, k } = readDominating(s);
    const opt = dominatingBest(s).bestCost;
    combinations(0, n - 1, k, (c) => {
      if (dominatingCost(intervals, c) <= opt + 2) out.push(c.join(" "), [...c].reverse().join(" "));
    });
  } else if (id === "minimum-max-slicer") {
    const { a, batches } = maxBest(s);
    combinations(1, a.length - 1, batches - 1, (c) => out.push([...c, a.length].join(" ")));
  } else if (id === "minimum-max-abs-slicer") {
    const { w, labels, batches } = readAbs(s);
    combinations(1, w.length - 1, batches - 1, (c) => {
      const ends = [...c, w.length];
      out.push(ends.map((e) => labels[e - 1]).join(" "), ends.join(" "));
    });
  } else if (id === "quadratic-function-segmentation" || id === "task-arrangement") {
    const n = id === "task-arrangement" ? readTasks(s).tasks.length : readArray(s).length;
    allSplits(n, (ends) => out.push(ends.join(" ")));
  } else if (id === "warehouse-construction") {
    const f = readFactories(s);
    for (let mask = 0; mask < 1 << f.length; mask++) {
      const built = f.map((_, i) => i).filter((i) => (mask >> i) & 1);
      const c = warehouseCost(f, built);
      if (c !== null && c <= warehouseBest(s).bestCost + 3)
        out.push(built.join(" "), built.reverse().join(" "));
    }
  } else if (id === "palembang-bridges") {
    const best = bridgesBest(s).best;
    for (let i = 0; i < best.length; i++)
      for (const d of [-3, -2, -1, 1, 2, 3]) out.push(best.map((p, j) => (j === i ? p + d : p)).join(" "));
    out.push(best.map((p) => -p).join(" "), [...best, best[0]].join(" "));
  } else if (id === "stu-well") {
    const v = wellBest(s);
    out.push(String(v - 1), String(v + 1), `0${v}`, `${v}.0`, `+${v}`);
  } else if (id === "minimum-interval-coverage") {
    const { x } = coverageBest(s);
    for (let j = 0; j < x.length; j++) out.push(x.map((v, i) => (i === j ? v + 1 : v)).join(" "));
    out.push([...x, 0].join(" "), x.slice(0, -1).join(" "));
  } else if (id === "pipeline-arrangement" || id === "protecting-flowers") {
    const n = list.length;
    let count = 0;
    permutations(n, (p) => {
      if (count++ % 97 === 0) out.push(p.join(" "));
    });
  }
  return out;
}

for (const [id, solver] of cases) {
  test(`${id}: scorer and independent judge agree on reorderings, repeats and other optima`, () => {
    const env = getEnv(id);
    const problems: string[] = [];
    for (let level = 0; level <= 6; level++) {
      for (let seed = 0; seed < 10; seed++) {
        const { instance } = instanceOf(env, level, seed);
        const s = env.prompt(instance);
        for (const text of new Set(extraAnswers(id, s, solver.solve(s)))) {
          const o = verify(env, instance, wrapAnswer(text));
          const judged = solver.judge(s, text);
          if (o.status === "unscorable" || judged !== (o.accuracy === 1))
            problems.push(
              `L${level} S${seed} ${JSON.stringify(text)}: judge ${judged}, scorer ${o.status} (${o.reason})`,
            );
        }
      }
    }
    assert.deepEqual(problems.slice(0, 12), [], `${problems.length} disagreements`);
  });
}

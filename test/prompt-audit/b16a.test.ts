// Prompt-only audits of the eleven optimisation families of batch b16a: each is re-solved from its statement
// text alone, without reading the environment's code. Enumeration where the sizes of levels 0-6 allow it
// (minimum-tree-weighted-dominating-ancestor, minimum-sum-difference-submatrix); exact backtracking over
// colourings with colour-symmetry breaking (the three colouring families and the prime graph); Dreyfus-Wagner
// for the Steiner tree; a subset DP by depth layers for the depth-weighted spanning tree; a cell-by-cell
// profile DP for the grid dominating set; a threshold + bipartite matching argument for the K-th largest
// pick; the forced-top-left greedy for whack-a-mole (each argued in its comment).
import assert from "node:assert/strict";
import { test } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import { wrapAnswer } from "../../src/core/extract.ts";
import { getEnv } from "../../src/core/registry.ts";
import { Rng } from "../../src/core/rng.ts";
import { auditFromPrompt, type PromptSolver } from "../support/prompt-audit.ts";

// ---------- reading statements and answers ----------

function numberIn(statement: string, re: RegExp): number {
  const m = statement.match(re);
  if (!m) throw new Error(`no match for ${re}`);
  return Number(m[1]);
}

/** The `rows` lines of integers after the line matching `header`. */
function gridAfter(statement: string, header: RegExp, rows: number): number[][] {
  const lines = statement.split("\n");
  const at = lines.findIndex((l) => header.test(l));
  if (at < 0) throw new Error(`no line ${header}`);
  return lines.slice(at + 1, at + 1 + rows).map((l) => l.trim().split(/\s+/).map(Number));
}

/** Integers separated by whitespace, or null for anything else (an empty text is an empty list). */
function readInts(answer: string): number[] | null {
  const t = answer.trim();
  if (t === "") return [];
  const tokens = t.split(/\s+/);
  if (tokens.some((x) => !/^-?\d{1,9}$/.test(x))) return null;
  return tokens.map(Number);
}

/** Exactly n integers, or null. */
function readN(answer: string, n: number): number[] | null {
  const xs = readInts(answer);
  return xs !== null && xs.length === n ? xs : null;
}

/** Memoises an exact optimum per statement (the judge is called on many texts of one statement). */
function memo<T>(f: (statement: string) => T): (statement: string) => T {
  const cache = new Map<string, T>();
  return (s) => {
    if (!cache.has(s)) cache.set(s, f(s));
    return cache.get(s)!;
  };
}

const INF = Number.POSITIVE_INFINITY;

// ---------- colourings (minimum-chromatic-number and its three relatives) ----------

/**
 * The fewest colours of a colouring of n vertices that is proper on `adj` (and harmonious if asked: no two
 * edges join the same unordered pair of colours). Backtracking for k = 1, 2, ... colours, vertices in order of
 * decreasing degree, a vertex may open at most one new colour (colour symmetry); the first k that admits a
 * colouring is the minimum. Returns a colouring with colours 0..k-1.
 */
function minColouring(n: number, adj: boolean[][], harmonious: boolean): number[] {
  const order = Array.from({ length: n }, (_, v) => v).sort(
    (a, b) => adj[b]!.filter(Boolean).length - adj[a]!.filter(Boolean).length || a - b,
  );
  const col = new Array<number>(n).fill(-1);
  let nodes = 0;
  for (let k = 1; k <= n; k++) {
    const pairs = new Set<number>();
    const place = (i: number, used: number): boolean => {
      if (++nodes > 5e7) throw new Error("colouring search too large");
      if (i === n) return true;
      const v = order[i]!;
      for (let c = 0; c < Math.min(k, used + 1); c++) {
        let ok = true;
        const added: number[] = [];
        for (let u = 0; u < n && ok; u++) {
          if (!adj[v]![u] || col[u]! < 0) continue;
          if (col[u] === c) ok = false;
          else if (harmonious) {
            const key = Math.min(c, col[u]!) * n + Math.max(c, col[u]!);
            if (pairs.has(key) || added.includes(key)) ok = false;
            else added.push(key);
          }
        }
        if (!ok) continue;
        col[v] = c;
        for (const key of added) pairs.add(key);
        if (place(i + 1, Math.max(used, c + 1))) return true;
        for (const key of added) pairs.delete(key);
        col[v] = -1;
      }
      return false;
    };
    if (place(0, 0)) return [...col];
  }
  throw new Error("no colouring");
}

/** Whether `col` (n colours in 0..n-1) is proper (and harmonious if asked); its number of colours or null. */
function colouringSize(
  n: number,
  adj: boolean[][],
  harmonious: boolean,
  col: number[] | null,
): number | null {
  if (col === null || col.length !== n || col.some((c) => !(c >= 0 && c < n))) return null;
  const pairs = new Set<number>();
  for (let u = 0; u < n; u++)
    for (let v = u + 1; v < n; v++) {
      if (!adj[u]![v]) continue;
      if (col[u] === col[v]) return null;
      const key = Math.min(col[u]!, col[v]!) * n + Math.max(col[u]!, col[v]!);
      if (harmonious && pairs.has(key)) return null;
      pairs.add(key);
    }
  return new Set(col).size;
}

function adjacency(n: number, edges: [number, number][]): boolean[][] {
  const adj = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  for (const [u, v] of edges) {
    adj[u]![v] = true;
    adj[v]![u] = true;
  }
  return adj;
}

/** A colouring family: how to read (n, adjacency) from a statement, and whether it is harmonious. */
function colouringSolver(
  read: (s: string) => { n: number; adj: boolean[][] },
  harmonious: boolean,
): PromptSolver {
  const best = memo((s) => {
    const { n, adj } = read(s);
    return minColouring(n, adj, harmonious);
  });
  return {
    solve: (s) => best(s).join(" "),
    judge: (s, answer) => {
      const { n, adj } = read(s);
      const size = colouringSize(n, adj, harmonious, readN(answer, n));
      return size !== null && size === new Set(best(s)).size;
    },
  };
}

const readGraph = (s: string) => {
  const n = numberIn(s, /undirected graph with (\d+) vertices/);
  const edges = [...s.matchAll(/^\((\d+), (\d+)\)$/gm)].map(
    (m) => [Number(m[1]), Number(m[2])] as [number, number],
  );
  return { n, adj: adjacency(n, edges) };
};

const readIntervals = (s: string) => {
  const n = numberIn(s, /There are (\d+) closed intervals/);
  const iv = [...s.matchAll(/^interval (\d+): \[(-?\d+), (-?\d+)\]$/gm)].map((m) => [
    Number(m[2]),
    Number(m[3]),
  ]);
  assert.equal(iv.length, n);
  const adj = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => i !== j && iv[i]![0]! <= iv[j]![1]! && iv[j]![0]! <= iv[i]![1]!),
  );
  return { n, adj };
};

const isPrime = (d: number) => {
  if (d < 2) return false;
  for (let p = 2; p * p <= d; p++) if (d % p === 0) return false;
  return true;
};

/** Vertex i stands for the integer i + 1. */
const readPrimeGraph = (s: string) => {
  const n = numberIn(s, /Colour each of the integers 1, 2, \.\.\., (\d+) with/);
  const adj = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => isPrime(Math.abs(i - j))),
  );
  return { n, adj };
};

const colouringSolvers: Record<string, PromptSolver> = {
  "minimum-chromatic-number": colouringSolver(readGraph, false),
  "minimum-chromatic-number-segment-overlap": colouringSolver(readIntervals, false),
  "minimum-harmonious-chromatic-number": colouringSolver(readGraph, true),
  "prime-graph-minimum-chromatic-number": colouringSolver(readPrimeGraph, false),
};

// ---------- minimum-steiner-tree ----------

function readWeighted(s: string): { n: number; edges: [number, number, number][] } {
  const n = numberIn(s, /undirected graph with (\d+) vertices/);
  const edges = [...s.matchAll(/^\((\d+), (\d+), (-?\d+)\)$/gm)].map(
    (m) => [Number(m[1]), Number(m[2]), Number(m[3])] as [number, number, number],
  );
  return { n, edges };
}

/** The weight of a pair (as an unordered key), or undefined. */
function weightMap(edges: [number, number, number][]): Map<string, number> {
  const w = new Map<string, number>();
  for (const [u, v, x] of edges) w.set(`${Math.min(u, v)} ${Math.max(u, v)}`, x);
  return w;
}

/**
 * Dreyfus-Wagner: dp[S][v] = the least weight of a tree joining the terminals of S and v. Built over terminal
 * subsets with shortest paths (Floyd-Warshall), weights are non-negative. The tree is rebuilt from the choices.
 */
function steiner(n: number, edges: [number, number, number][], terms: number[]): [number, number][] {
  const d = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : INF)));
  const nxt = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? j : -1)));
  for (const [u, v, w] of edges) {
    if (w < d[u]![v]!) {
      d[u]![v] = w;
      d[v]![u] = w;
      nxt[u]![v] = v;
      nxt[v]![u] = u;
    }
  }
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++)
        if (d[i]![k]! + d[k]![j]! < d[i]![j]!) {
          d[i]![j] = d[i]![k]! + d[k]![j]!;
          nxt[i]![j] = nxt[i]![k]!;
        }
  const t = terms.length;
  if (t <= 1) return [];
  const full = (1 << t) - 1;
  const dp = Array.from({ length: 1 << t }, () => new Array<number>(n).fill(INF));
  // how[S][v]: ["leaf"], ["split", A] (dp[A][v] + dp[S^A][v]) or ["path", u] (dp[S][u] + d[u][v])
  const how = Array.from({ length: 1 << t }, () => new Array<[string, number]>(n));
  for (let i = 0; i < t; i++)
    for (let v = 0; v < n; v++) {
      dp[1 << i]![v] = d[terms[i]!]![v]!;
      how[1 << i]![v] = ["path", terms[i]!];
    }
  for (let S = 1; S <= full; S++) {
    if ((S & (S - 1)) === 0) continue;
    const row = dp[S]!;
    for (let v = 0; v < n; v++)
      for (let A = (S - 1) & S; A > 0; A = (A - 1) & S) {
        if (A < (S ^ A)) continue;
        const c = dp[A]![v]! + dp[S ^ A]![v]!;
        if (c < row[v]!) {
          row[v] = c;
          how[S]![v] = ["split", A];
        }
      }
    const base = [...row];
    for (let v = 0; v < n; v++)
      for (let u = 0; u < n; u++)
        if (base[u]! + d[u]![v]! < row[v]!) {
          row[v] = base[u]! + d[u]![v]!;
          how[S]![v] = ["path", u];
        }
  }
  const chosen = new Set<string>();
  const addPath = (a: number, b: number) => {
    for (let x = a; x !== b; ) {
      const y = nxt[x]![b]!;
      chosen.add(`${Math.min(x, y)} ${Math.max(x, y)}`);
      x = y;
    }
  };
  const build = (S: number, v: number, fromSplit: boolean) => {
    const [kind, arg] = how[S]![v]!;
    if (kind === "split" || fromSplit) {
      // after a path step, how[S][u] holds the split (the path relaxation never points to itself at u)
      if (kind !== "split") throw new Error("unreachable");
      build(arg, v, false);
      build(S ^ arg, v, false);
      return;
    }
    addPath(arg, v);
    if ((S & (S - 1)) !== 0) build(S, arg, true);
  };
  let root = 0;
  for (let v = 0; v < n; v++) if (dp[full]![v]! < dp[full]![root]!) root = v;
  build(full, root, false);
  return [...chosen].map((k) => k.split(" ").map(Number) as [number, number]);
}

const steinerRead = (s: string) => {
  const { n, edges } = readWeighted(s);
  const terms = (s.match(/^The terminal vertices are: ([\d ]+)\.$/m)?.[1] ?? "")
    .trim()
    .split(/\s+/)
    .map(Number);
  return { n, edges, terms };
};

/** The weight of an answer edge set if it is valid (distinct existing edges joining every terminal), else null. */
function steinerWeight(s: string, answer: string): number | null {
  const { n, edges, terms } = steinerRead(s);
  const xs = readInts(answer);
  if (xs === null || xs.length % 2 !== 0) return null;
  const w = weightMap(edges);
  const seen = new Set<string>();
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
  let total = 0;
  for (let i = 0; i < xs.length; i += 2) {
    const [u, v] = [xs[i]!, xs[i + 1]!];
    const key = `${Math.min(u, v)} ${Math.max(u, v)}`;
    if (!w.has(key) || seen.has(key)) return null;
    seen.add(key);
    total += w.get(key)!;
    parent[find(u)] = find(v);
  }
  if (terms.some((x) => find(x) !== find(terms[0]!))) return null;
  return total;
}

const steinerBest = memo((s) => {
  const { n, edges, terms } = steinerRead(s);
  const tree = steiner(n, edges, terms);
  const text = tree.map(([u, v]) => `${u} ${v}`).join("\n");
  return { text, weight: steinerWeight(s, text)! };
});

const minimumSteinerTree: PromptSolver = {
  solve: (s) => steinerBest(s).text,
  judge: (s, answer) => {
    const w = steinerWeight(s, answer);
    return w !== null && w === steinerBest(s).weight;
  },
};

// ---------- minimum-weighted-spanning-tree ----------

/** Total cost of a parent array (one root -1, every parent an edge, no cycle), or null. */
function depthTreeCost(n: number, w: Map<string, number>, par: number[] | null): number | null {
  if (par === null || par.length !== n) return null;
  if (par.filter((p) => p === -1).length !== 1) return null;
  let total = 0;
  for (let v = 0; v < n; v++) {
    if (par[v] === -1) continue;
    const p = par[v]!;
    if (!(p >= 0 && p < n) || !w.has(`${Math.min(v, p)} ${Math.max(v, p)}`)) return null;
    let depth = 0;
    for (let x = v; par[x] !== -1; x = par[x]!) if (++depth > n) return null;
    total += w.get(`${Math.min(v, p)} ${Math.max(v, p)}`)! * depth;
  }
  return total;
}

/**
 * Subset DP by layers: f[d][S] = least cost of a tree on vertex set S of depth <= d where each vertex of the
 * newest layer is charged its cheapest edge into the previous vertices times its layer number. Attaching a
 * vertex to any earlier vertex at the layer's depth overestimates its true depth only, so every value is the
 * cost of some tree or more, and the optimal tree (its exact layers) is one of the transitions: exact.
 */
function depthTreeBest(n: number, edges: [number, number, number][]): number[] {
  const w = Array.from({ length: n }, () => new Array<number>(n).fill(INF));
  for (const [u, v, x] of edges) {
    w[u]![v] = Math.min(w[u]![v]!, x);
    w[v]![u] = Math.min(w[v]![u]!, x);
  }
  const full = (1 << n) - 1;
  // cheap[S][v]: the cheapest edge from v into S, and its other end
  const cheapEnd = (S: number, v: number) => {
    let best = -1;
    for (let u = 0; u < n; u++)
      if ((S >> u) & 1 && w[v]![u]! < INF && (best < 0 || w[v]![u]! < w[v]![best]!)) best = u;
    return best;
  };
  const end = Array.from({ length: 1 << n }, (_, S) => Array.from({ length: n }, (_, v) => cheapEnd(S, v)));
  let bestCost = INF;
  let bestPar: number[] = [];
  for (let root = 0; root < n; root++) {
    // f[S] for the current depth, with the layer choice kept per depth
    const layers: { f: number[]; from: number[] }[] = [];
    let f = new Array<number>(1 << n).fill(INF);
    f[1 << root] = 0;
    layers.push({ f, from: [] });
    for (let depth = 1; depth < n; depth++) {
      const g = [...f];
      const from = new Array<number>(1 << n).fill(-1);
      for (let S = 0; S <= full; S++) {
        if (f[S] === INF) continue;
        const rest = full ^ S;
        for (let T = rest; T > 0; T = (T - 1) & rest) {
          let c = f[S]!;
          for (let v = 0; v < n && c < INF; v++)
            if ((T >> v) & 1) c = end[S]![v]! < 0 ? INF : c + w[v]![end[S]![v]!]! * depth;
          if (c < g[S | T]!) {
            g[S | T] = c;
            from[S | T] = S;
          }
        }
      }
      f = g;
      layers.push({ f, from });
    }
    if (f[full]! < bestCost) {
      bestCost = f[full]!;
      const par = new Array<number>(n).fill(-1);
      let S = full;
      for (let depth = n - 1; depth >= 1; depth--) {
        const prev = layers[depth]!.from[S]!;
        if (prev < 0) continue; // S was already reached with depth - 1 layers
        for (let v = 0; v < n; v++) if (((S ^ prev) >> v) & 1) par[v] = end[prev]![v]!;
        S = prev;
      }
      bestPar = par;
    }
  }
  return bestPar;
}

const mwstRead = (s: string) => {
  const { n, edges } = readWeighted(s);
  return { n, edges, w: weightMap(edges) };
};

const mwstBest = memo((s) => {
  const { n, edges, w } = mwstRead(s);
  const par = depthTreeBest(n, edges);
  return { par, cost: depthTreeCost(n, w, par)! };
});

const minimumWeightedSpanningTree: PromptSolver = {
  solve: (s) => mwstBest(s).par.join(" "),
  judge: (s, answer) => {
    const { n, w } = mwstRead(s);
    const c = depthTreeCost(n, w, readN(answer, n));
    return c !== null && c === mwstBest(s).cost;
  },
};

// ---------- minimum-dominating-set-grid ----------

const domRead = (s: string) => {
  const m = s.match(/grid with (\d+) rows and (\d+) columns; each cell has a cost:/);
  if (!m) throw new Error("no grid");
  const [rows, cols] = [Number(m[1]), Number(m[2])];
  return { rows, cols, cost: gridAfter(s, /each cell has a cost:$/, rows) };
};

/** `rows` lines of `cols` characters 0/1 (surrounding blank lines and spaces of a line ignored), or null. */
function readBits(answer: string, rows: number, cols: number): number[][] | null {
  const lines = answer.split("\n").map((l) => l.trim());
  while (lines.length > 0 && lines[0] === "") lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  if (lines.length !== rows || lines.some((l) => !new RegExp(`^[01]{${cols}}$`).test(l))) return null;
  return lines.map((l) => [...l].map(Number));
}

/** The cost of a dominating selection, or null if some cell is neither chosen nor next to a chosen one. */
function domCost(cost: number[][], sel: number[][] | null): number | null {
  if (sel === null) return null;
  const rows = cost.length;
  const cols = cost[0]!.length;
  let total = 0;
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      if (sel[i]![j]) total += cost[i]![j]!;
      const near = [
        [i, j],
        [i - 1, j],
        [i + 1, j],
        [i, j - 1],
        [i, j + 1],
      ].some(([a, b]) => a! >= 0 && a! < rows && b! >= 0 && b! < cols && sel[a!]![b!] === 1);
      if (!near) return null;
    }
  return total;
}

/**
 * Cell-by-cell profile DP in row-major order. The profile keeps, per column, the state of the latest cell of
 * that column: 0 chosen, 1 not chosen but dominated, 2 not chosen and not yet dominated. At cell (i, j) the
 * cell above leaves the profile: its last possible dominator is (i, j), so a state 2 there forces (i, j) to be
 * chosen. Choosing (i, j) also dominates the cell to its left (same row, still in the profile). At the end no
 * state 2 may remain. 3^cols states, every selection is represented: exact.
 */
function domBest(cost: number[][]): number[][] {
  const rows = cost.length;
  const cols = cost[0]!.length;
  const pow = Array.from({ length: cols + 1 }, (_, k) => 3 ** k);
  const size = pow[cols]!;
  const digit = (st: number, k: number) => Math.floor(st / pow[k]!) % 3;
  const setDigit = (st: number, k: number, x: number) => st + (x - digit(st, k)) * pow[k]!;
  // before row 0, the "cells above" are outside the grid: treat them as dominated (state 1)
  let start = 0;
  for (let k = 0; k < cols; k++) start = setDigit(start, k, 1);
  let f = new Array<number>(size).fill(INF);
  f[start] = 0;
  const back: { prev: Int32Array; pick: Uint8Array }[] = [];
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      const g = new Array<number>(size).fill(INF);
      const prev = new Int32Array(size).fill(-1);
      const pick = new Uint8Array(size);
      for (let st = 0; st < size; st++) {
        if (f[st] === INF) continue;
        const up = digit(st, j);
        const left = j > 0 ? digit(st, j - 1) : 1;
        for (const c of [0, 1]) {
          if (up === 2 && c === 0) continue;
          let nst: number;
          if (c === 1) {
            nst = setDigit(st, j, 0);
            if (j > 0 && left === 2) nst = setDigit(nst, j - 1, 1);
          } else {
            nst = setDigit(st, j, up === 0 || (j > 0 && left === 0) ? 1 : 2);
          }
          const v = f[st]! + (c === 1 ? cost[i]![j]! : 0);
          if (v < g[nst]!) {
            g[nst] = v;
            prev[nst] = st;
            pick[nst] = c;
          }
        }
      }
      f = g;
      back.push({ prev, pick });
    }
  let bestSt = -1;
  for (let st = 0; st < size; st++) {
    let ok = f[st]! < INF;
    for (let k = 0; k < cols && ok; k++) if (digit(st, k) === 2) ok = false;
    if (ok && (bestSt < 0 || f[st]! < f[bestSt]!)) bestSt = st;
  }
  const sel = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  let st = bestSt;
  for (let idx = rows * cols - 1; idx >= 0; idx--) {
    sel[Math.floor(idx / cols)]![idx % cols] = back[idx]!.pick[st]!;
    st = back[idx]!.prev[st]!;
  }
  return sel;
}

const domSolved = memo((s) => {
  const { cost } = domRead(s);
  const sel = domBest(cost);
  return { sel, cost: domCost(cost, sel)! };
});

const minimumDominatingSetGrid: PromptSolver = {
  solve: (s) =>
    domSolved(s)
      .sel.map((r) => r.join(""))
      .join("\n"),
  judge: (s, answer) => {
    const { rows, cols, cost } = domRead(s);
    const c = domCost(cost, readBits(answer, rows, cols));
    return c !== null && c === domSolved(s).cost;
  },
};

// ---------- minimum-tree-weighted-dominating-ancestor ----------

const ancRead = (s: string) => {
  const n = numberIn(s, /tree with (\d+) vertices/);
  const root = numberIn(s, /rooted at vertex (\d+)/);
  const k = numberIn(s, /Pick exactly (\d+) more distinct vertices/);
  const par = new Array<number>(n).fill(-1);
  const len = new Array<number>(n).fill(0);
  const weight = new Array<number>(n).fill(0);
  for (const m of s.matchAll(/^vertex (\d+): parent (\d+), edge length (\d+), weight (\d+)$/gm)) {
    const v = Number(m[1]);
    par[v] = Number(m[2]);
    len[v] = Number(m[3]);
    weight[v] = Number(m[4]);
  }
  return { n, root, k, par, len, weight };
};

/** The cost of a picked set (k distinct non-root vertices), or null. */
function ancCost(s: string, picks: number[] | null): number | null {
  const { n, root, k, par, len, weight } = ancRead(s);
  if (picks === null || picks.length !== k || new Set(picks).size !== k) return null;
  if (picks.some((v) => !(v >= 0 && v < n) || v === root)) return null;
  const picked = new Set([root, ...picks]);
  let total = 0;
  for (let v = 0; v < n; v++) {
    let dist = 0;
    for (let x = v; !picked.has(x); x = par[x]!) dist += len[x]!;
    total += weight[v]! * dist;
  }
  return total;
}

/** Every k-subset of the non-root vertices (n <= 9 at the audited levels). */
const ancBest = memo((s) => {
  const { n, root, k } = ancRead(s);
  let best = { cost: INF, picks: [] as number[] };
  for (let mask = 0; mask < 1 << n; mask++) {
    if ((mask >> root) & 1) continue;
    const picks = Array.from({ length: n }, (_, v) => v).filter((v) => (mask >> v) & 1);
    if (picks.length !== k) continue;
    const c = ancCost(s, picks)!;
    if (c < best.cost) best = { cost: c, picks };
  }
  return best;
});

const minimumTreeWeightedDominatingAncestor: PromptSolver = {
  solve: (s) => ancBest(s).picks.join(" "),
  judge: (s, answer) => {
    const c = ancCost(s, readInts(answer));
    return c !== null && c === ancBest(s).cost;
  },
};

// ---------- minimum-unconflicted-grid-k-max ----------

const kmaxRead = (s: string) => {
  const m = s.match(/grid of numbers with (\d+) rows and (\d+) columns/);
  if (!m) throw new Error("no grid");
  const [rows, cols] = [Number(m[1]), Number(m[2])];
  // "the largest" (K = 1) or "the K-th largest"
  const k = /picked numbers, the largest should/.test(s)
    ? 1
    : numberIn(s, /the (\d+)(?:st|nd|rd|th) largest/);
  return { rows, cols, k, a: gridAfter(s, /^You are given a grid of numbers/, rows) };
};

/** The k-th largest picked value of a valid pick (distinct columns in range), or null. */
function kmaxValue(s: string, picks: number[] | null): number | null {
  const { rows, cols, k, a } = kmaxRead(s);
  if (picks === null || picks.length !== rows || new Set(picks).size !== rows) return null;
  if (picks.some((c) => !(c >= 0 && c < cols))) return null;
  const vals = picks.map((c, i) => a[i]![c]!).sort((x, y) => y - x);
  return vals[k - 1]!;
}

/** Kuhn's augmenting paths on the bipartite graph rows x columns with `ok` edges; returns match of each row. */
function maxMatching(rows: number, cols: number, ok: (i: number, j: number) => boolean): number[] {
  const colOf = new Array<number>(rows).fill(-1);
  const rowOf = new Array<number>(cols).fill(-1);
  const augment = (i: number, seen: boolean[]): boolean => {
    for (let j = 0; j < cols; j++) {
      if (!ok(i, j) || seen[j]) continue;
      seen[j] = true;
      if (rowOf[j]! < 0 || augment(rowOf[j]!, seen)) {
        rowOf[j] = i;
        colOf[i] = j;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < rows; i++) augment(i, new Array<boolean>(cols).fill(false));
  return colOf;
}

/**
 * The k-th largest pick is <= t iff at most k-1 picks exceed t. The fewest picks above t is rows minus a
 * maximum matching on the cells <= t (columns >= rows, so any matching extends to a full pick with the other
 * columns). The least such t among the grid values is the optimum; the matching gives the pick.
 */
const kmaxBest = memo((s) => {
  const { rows, cols, k, a } = kmaxRead(s);
  const values = [...new Set(a.flat())].sort((x, y) => x - y);
  for (const t of values) {
    const colOf = maxMatching(rows, cols, (i, j) => a[i]![j]! <= t);
    const matched = colOf.filter((c) => c >= 0).length;
    if (rows - matched > k - 1) continue;
    const free = Array.from({ length: cols }, (_, j) => j).filter((j) => !colOf.includes(j));
    const picks = colOf.map((c) => (c >= 0 ? c : free.shift()!));
    return { picks, value: kmaxValue(s, picks)! };
  }
  throw new Error("no threshold");
});

const minimumUnconflictedGridKMax: PromptSolver = {
  solve: (s) => kmaxBest(s).picks.join(" "),
  judge: (s, answer) => {
    const v = kmaxValue(s, readN(answer, kmaxRead(s).rows));
    return v !== null && v === kmaxBest(s).value;
  },
};

// ---------- minimum-sum-difference-submatrix ----------

const subRead = (s: string) => {
  const m = s.match(/matrix with (\d+) rows \(numbered 0 to \d+\) and (\d+) columns/);
  if (!m) throw new Error("no matrix");
  const rows = Number(m[1]);
  const cols = Number(m[2]);
  const pick = s.match(/Choose (\d+) distinct rows and (\d+) distinct columns/);
  if (!pick) throw new Error("no choice");
  return {
    rows,
    cols,
    r: Number(pick[1]),
    c: Number(pick[2]),
    a: gridAfter(s, /^You are given a matrix/, rows),
  };
};

function subCost(a: number[][], rs: number[], cs: number[]): number {
  let total = 0;
  for (let x = 0; x < rs.length; x++)
    for (let y = 0; y < cs.length; y++) {
      const v = a[rs[x]!]![cs[y]!]!;
      if (x + 1 < rs.length) total += Math.abs(v - a[rs[x + 1]!]![cs[y]!]!);
      if (y + 1 < cs.length) total += Math.abs(v - a[rs[x]!]![cs[y + 1]!]!);
    }
  return total;
}

const strictlyIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! < x);

/** The cost of an answer (two lines, increasing in-range indices of the asked counts), or null. */
function subAnswerCost(s: string, answer: string): number | null {
  const { rows, cols, r, c, a } = subRead(s);
  const lines = answer
    .trim()
    .split("\n")
    .map((l) => l.trim());
  if (lines.length !== 2) return null;
  const rs = readInts(lines[0]!);
  const cs = readInts(lines[1]!);
  if (rs === null || cs === null || rs.length !== r || cs.length !== c) return null;
  if (!strictlyIncreasing(rs) || !strictlyIncreasing(cs)) return null;
  if (rs.some((x) => !(x >= 0 && x < rows)) || cs.some((x) => !(x >= 0 && x < cols))) return null;
  return subCost(a, rs, cs);
}

function subsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const go = (from: number) => {
    if (cur.length === k) {
      out.push([...cur]);
      return;
    }
    for (let i = from; i < n; i++) {
      cur.push(i);
      go(i + 1);
      cur.pop();
    }
  };
  go(0);
  return out;
}

/** Every pair (row subset, column subset). */
const subBest = memo((s) => {
  const { rows, cols, r, c, a } = subRead(s);
  let best = { cost: INF, text: "" };
  const colSets = subsets(cols, c);
  for (const rs of subsets(rows, r))
    for (const cs of colSets) {
      const v = subCost(a, rs, cs);
      if (v < best.cost) best = { cost: v, text: `${rs.join(" ")}\n${cs.join(" ")}` };
    }
  return best;
});

const minimumSumDifferenceSubmatrix: PromptSolver = {
  solve: (s) => subBest(s).text,
  judge: (s, answer) => {
    const v = subAnswerCost(s, answer);
    return v !== null && v === subBest(s).cost;
  },
};

// ---------- whack-a-mole ----------

const moleRead = (s: string) => {
  const m = s.match(/grid with (\d+) rows and (\d+) columns; each cell holds this many moles:/);
  if (!m) throw new Error("no field");
  const rows = Number(m[1]);
  return { rows, cols: Number(m[2]), a: gridAfter(s, /each cell holds this many moles:$/, rows) };
};

/**
 * For a fixed hammer r x c, a block covering cell (i, j) has its top-left corner at or before (i, j) in
 * row-major order, so scanning corners in that order, whatever remains at (i, j) must be hit exactly that many
 * times with (i, j) as the corner: the decomposition is forced. It exists iff no count goes negative and no
 * forced block leaves the grid; then it takes total / (r c) swings, in any order (each swing's cells still
 * hold the moles of the swings still to come). The answer is the least over the feasible sizes (1 x 1 always).
 */
const moleBest = memo((s) => {
  const { rows, cols, a } = moleRead(s);
  const total = a.flat().reduce((x, y) => x + y, 0);
  let best = INF;
  for (let r = 1; r <= rows; r++)
    for (let c = 1; c <= cols; c++) {
      if (total % (r * c) !== 0) continue;
      const b = a.map((row) => [...row]);
      let ok = true;
      for (let i = 0; i < rows && ok; i++)
        for (let j = 0; j < cols && ok; j++) {
          const h = b[i]![j]!;
          if (h === 0) continue;
          if (h < 0 || i + r > rows || j + c > cols) {
            ok = false;
            break;
          }
          for (let x = i; x < i + r; x++) for (let y = j; y < j + c; y++) b[x]![y]! -= h;
        }
      if (ok && b.flat().every((x) => x === 0)) best = Math.min(best, total / (r * c));
    }
  return best;
});

const whackAMole: PromptSolver = {
  solve: (s) => String(moleBest(s)),
  judge: (s, answer) => /^\s*\d{1,9}\s*$/.test(answer) && Number(answer.trim()) === moleBest(s),
};

// ---------- random answers of the right shape ----------

/**
 * Scores answers of the right shape (random ones and rearranged optimal ones) with the environment and with
 * the statement-only judge at levels 0-6 x seeds 0-9; they must agree on every one.
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
  for (let level = 0; level <= 6; level++)
    for (let seed = 0; seed < 10; seed++) {
      const { instance } = instanceOf(env, level, seed);
      const statement = env.prompt(instance);
      const rng = Rng.from("b16a-random", envId, level, seed);
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
  assert.deepEqual(problems.slice(0, 12), [], `${problems.length} disagreements`);
  return { accurate, compared };
}

const times = <T>(k: number, f: () => T): T[] => Array.from({ length: k }, f);

/** Colourings: the optimum with its colours renamed (anywhere in 0..n-1), random ones with few colours. */
function colouringShapes(solver: PromptSolver, read: (s: string) => { n: number }) {
  return (s: string, rng: Rng): string[] => {
    const { n } = read(s);
    const best = solver.solve(s).split(" ").map(Number);
    const k = new Set(best).size;
    const renamed = () => {
      const names = rng.shuffle(Array.from({ length: n }, (_, c) => c));
      return best.map((c) => names[c]!).join(" ");
    };
    const random = () => times(n, () => rng.int(0, Math.min(n - 1, k))).join(" ");
    const outside = () => best.map((c) => (c === 0 ? rng.pick([n, -1]) : c)).join(" ");
    return [...times(5, renamed), ...times(20, random), outside()];
  };
}

/** A random spanning tree (random root, random growth order) as a parent list. */
function randomTree(n: number, edges: [number, number, number][], rng: Rng): number[] {
  const par = new Array<number>(n).fill(-2);
  const root = rng.int(0, n - 1);
  par[root] = -1;
  const inTree = [root];
  for (let guard = 0; inTree.length < n && guard < 10000; guard++) {
    const [u, v] = rng.pick(edges);
    const [a, b] = rng.bool() ? [u, v] : [v, u];
    if (par[a]! !== -2 && par[b] === -2) {
      par[b] = a;
      inTree.push(b);
    }
  }
  return par.map((p) => (p === -2 ? rng.int(0, n - 1) : p));
}

const shapes: Record<string, (s: string, rng: Rng) => string[]> = {
  "minimum-chromatic-number": colouringShapes(solverOf("minimum-chromatic-number"), readGraph),
  "minimum-chromatic-number-segment-overlap": colouringShapes(
    solverOf("minimum-chromatic-number-segment-overlap"),
    readIntervals,
  ),
  "minimum-harmonious-chromatic-number": colouringShapes(
    solverOf("minimum-harmonious-chromatic-number"),
    readGraph,
  ),
  "prime-graph-minimum-chromatic-number": colouringShapes(
    solverOf("prime-graph-minimum-chromatic-number"),
    readPrimeGraph,
  ),
  "minimum-steiner-tree": (s, rng) => {
    const { edges } = steinerRead(s);
    const best = steinerBest(s)
      .text.split("\n")
      .filter((l) => l !== "")
      .map((l) => l.split(" "));
    const flipped = () =>
      rng
        .shuffle(best.map(([u, v]) => (rng.bool() ? `${u} ${v}` : `${v} ${u}`)))
        .join(rng.bool() ? "\n" : " ");
    const extra = () =>
      [...best.map((e) => e.join(" ")), (([u, v]) => `${u} ${v}`)(rng.pick(edges))].join("\n");
    const random = () =>
      edges
        .filter(() => rng.bool(0.4))
        .map(([u, v]) => `${u} ${v}`)
        .join("\n");
    const doubled = () =>
      best.length > 0 ? [...best, [best[0]![1], best[0]![0]]].map((e) => e.join(" ")).join("\n") : "";
    return [...times(5, flipped), ...times(5, extra), ...times(15, random), doubled()];
  },
  "minimum-weighted-spanning-tree": (s, rng) => {
    const { n, edges } = mwstRead(s);
    return times(30, () => randomTree(n, edges, rng).join(" "));
  },
  "minimum-dominating-set-grid": (s, rng) => {
    const { rows, cols } = domRead(s);
    const best = domSolved(s).sel;
    const flip = () => {
      const [i, j] = [rng.int(0, rows - 1), rng.int(0, cols - 1)];
      return best.map((r, x) => r.map((b, y) => (x === i && y === j ? 1 - b : b)).join("")).join("\n");
    };
    const random = () =>
      times(rows, () => times(cols, () => (rng.bool(0.45) ? "1" : "0")).join("")).join("\n");
    return [...times(10, flip), ...times(20, random)];
  },
  "minimum-tree-weighted-dominating-ancestor": (s, rng) => {
    const { n, k } = ancRead(s);
    const random = () => {
      const xs = rng.shuffle(Array.from({ length: n }, (_, v) => v)).slice(0, k);
      if (rng.bool(0.1) && xs.length > 0) xs[0] = xs[xs.length - 1]!;
      return xs.join(" ");
    };
    return times(30, random);
  },
  "minimum-unconflicted-grid-k-max": (s, rng) => {
    const { rows, cols } = kmaxRead(s);
    const random = () => {
      const xs = rng.shuffle(Array.from({ length: cols }, (_, c) => c)).slice(0, rows);
      if (rng.bool(0.1) && xs.length > 1) xs[0] = xs[1]!;
      return xs.join(" ");
    };
    return times(40, random);
  },
  "minimum-sum-difference-submatrix": (s, rng) => {
    const { rows, cols, r, c } = subRead(s);
    const pickSorted = (n: number, k: number) =>
      rng
        .shuffle(Array.from({ length: n }, (_, i) => i))
        .slice(0, k)
        .sort((x, y) => x - y);
    const random = () => `${pickSorted(rows, r).join(" ")}\n${pickSorted(cols, c).join(" ")}`;
    const [rs, cs] = subBest(s).text.split("\n");
    const unsorted = () => `${rs!.split(" ").reverse().join(" ")}\n${cs}`;
    return [...times(30, random), unsorted()];
  },
  "whack-a-mole": (s, rng) => {
    const best = moleBest(s);
    return [String(best), String(best + 1), String(Math.max(0, best - 1)), String(rng.int(0, 3 * best + 3))];
  },
};

function solverOf(id: string): PromptSolver {
  return colouringSolvers[id]!;
}

// ---------- the audits ----------

const solvers: [string, PromptSolver][] = [
  ...Object.entries(colouringSolvers),
  ["minimum-steiner-tree", minimumSteinerTree],
  ["minimum-weighted-spanning-tree", minimumWeightedSpanningTree],
  ["minimum-dominating-set-grid", minimumDominatingSetGrid],
  ["minimum-tree-weighted-dominating-ancestor", minimumTreeWeightedDominatingAncestor],
  ["minimum-unconflicted-grid-k-max", minimumUnconflictedGridKMax],
  ["minimum-sum-difference-submatrix", minimumSumDifferenceSubmatrix],
  ["whack-a-mole", whackAMole],
];

for (const [id, solver] of solvers) {
  test(`${id} agrees with a solver that reads only its statement`, () => {
    auditFromPrompt(id, solver);
  });
  test(`${id} scores answers of the right shape as the statement-only judge does`, () => {
    const { accurate, compared } = probeRandom(id, solver, shapes[id]!);
    // Both kinds occur, so the agreement is tested on each side.
    assert.ok(accurate > 0 && accurate < compared, `${accurate} accurate of ${compared}`);
  });
}

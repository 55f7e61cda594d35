// Directed-graph algorithms shared by environments: strongly connected components, topological order,
// 2-SAT, and breadth-first search on grids. Vertices are 0..n-1.
import type { Edge } from "./graph.ts";

/**
 * Strongly connected components (iterative Tarjan). comp[v] is the component of v; components are numbered
 * in reverse topological order of the condensation (a component's successors have smaller numbers).
 */
export function stronglyConnectedComponents(
  n: number,
  adj: readonly (readonly number[])[],
): { comp: number[]; count: number } {
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const comp = new Array<number>(n).fill(-1);
  const stack: number[] = [];
  const iter = new Int32Array(n);
  let counter = 0;
  let count = 0;
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    const call: number[] = [root];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (call.length > 0) {
      const v = call[call.length - 1]!;
      const nbrs = adj[v]!;
      if (iter[v]! < nbrs.length) {
        const w = nbrs[iter[v]!]!;
        iter[v]!++;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          call.push(w);
        } else if (onStack[w]) {
          low[v] = Math.min(low[v]!, index[w]!);
        }
        continue;
      }
      call.pop();
      if (call.length > 0) {
        const u = call[call.length - 1]!;
        low[u] = Math.min(low[u]!, low[v]!);
      }
      if (low[v] === index[v]) {
        for (;;) {
          const w = stack.pop()!;
          onStack[w] = 0;
          comp[w] = count;
          if (w === v) break;
        }
        count++;
      }
    }
  }
  return { comp, count };
}

/** A topological order of a directed graph (Kahn, smallest available vertex first), or null if it has a cycle. */
export function topologicalOrder(n: number, edges: readonly Edge[]): number[] | null {
  const indeg = new Int32Array(n);
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u]!.push(v);
    indeg[v]!++;
  }
  const ready: number[] = [];
  for (let v = 0; v < n; v++) if (indeg[v] === 0) ready.push(v);
  const order: number[] = [];
  while (ready.length > 0) {
    let best = 0;
    for (let i = 1; i < ready.length; i++) if (ready[i]! < ready[best]!) best = i;
    const u = ready[best]!;
    ready[best] = ready[ready.length - 1]!;
    ready.pop();
    order.push(u);
    for (const v of adj[u]!) if (--indeg[v]! === 0) ready.push(v);
  }
  return order.length === n ? order : null;
}

/** A 2-SAT literal: variable `v` (0-based) required to be `value`. */
export interface Literal {
  v: number;
  value: boolean;
}

/**
 * Solve a 2-CNF formula over n variables (each clause is a disjunction of two literals) via the implication
 * graph and its strongly connected components. Returns a satisfying assignment, or null if none exists.
 */
export function solveTwoSat(n: number, clauses: readonly (readonly [Literal, Literal])[]): boolean[] | null {
  // Node 2v means "v is true", 2v+1 means "v is false".
  const node = (l: Literal) => 2 * l.v + (l.value ? 0 : 1);
  const adj: number[][] = Array.from({ length: 2 * n }, () => []);
  for (const [a, b] of clauses) {
    adj[node(a) ^ 1]!.push(node(b));
    adj[node(b) ^ 1]!.push(node(a));
  }
  const { comp } = stronglyConnectedComponents(2 * n, adj);
  const out: boolean[] = [];
  for (let v = 0; v < n; v++) {
    const t = comp[2 * v]!;
    const f = comp[2 * v + 1]!;
    if (t === f) return null;
    // Tarjan numbers components in reverse topological order: pick the literal later in topological order.
    out.push(t < f);
  }
  return out;
}

/** The four grid moves, as (letter, row step, column step). */
export const GRID_MOVES: ReadonlyArray<readonly [string, number, number]> = [
  ["U", -1, 0],
  ["D", 1, 0],
  ["L", 0, -1],
  ["R", 0, 1],
];

/**
 * Shortest 4-directional path between two free cells of a grid (rows of strings, `blocked` marks walls),
 * as a move string over U/D/L/R, or null when the goal cannot be reached.
 */
export function gridShortestPath(
  grid: readonly string[],
  start: readonly [number, number],
  goal: readonly [number, number],
  blocked = "#",
): string | null {
  const rows = grid.length;
  const cols = rows === 0 ? 0 : grid[0]!.length;
  const free = (r: number, c: number) => r >= 0 && r < rows && c >= 0 && c < cols && grid[r]![c] !== blocked;
  if (!free(start[0], start[1]) || !free(goal[0], goal[1])) return null;
  const prev = new Int32Array(rows * cols).fill(-2);
  const how = new Int8Array(rows * cols);
  const s = start[0] * cols + start[1];
  const g = goal[0] * cols + goal[1];
  prev[s] = -1;
  const queue = [s];
  for (let head = 0; head < queue.length && prev[g] === -2; head++) {
    const cell = queue[head]!;
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    for (let k = 0; k < 4; k++) {
      const [, dr, dc] = GRID_MOVES[k]!;
      const nr = r + dr;
      const nc = c + dc;
      if (!free(nr, nc)) continue;
      const next = nr * cols + nc;
      if (prev[next] !== -2) continue;
      prev[next] = cell;
      how[next] = k;
      queue.push(next);
    }
  }
  if (prev[g] === -2) return null;
  const moves: string[] = [];
  for (let cell = g; cell !== s; cell = prev[cell]!) moves.push(GRID_MOVES[how[cell]!]![0]);
  return moves.reverse().join("");
}

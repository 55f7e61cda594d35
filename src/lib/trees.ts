// Tree generators and helpers shared by the tree environments. Vertices are 0..n-1.
import type { Rng } from "../core/rng.ts";
import type { Edge, WeightedEdge } from "./graph.ts";

/** A random tree on n vertices whose degrees are at most maxDegree (>= 2), randomly labelled. */
export function randomTreeMaxDegree(n: number, maxDegree: number, rng: Rng): Edge[] {
  const label = rng.permutation(n);
  const deg = new Array<number>(n).fill(0);
  const open: number[] = n > 0 ? [0] : [];
  const edges: Edge[] = [];
  for (let v = 1; v < n; v++) {
    const k = rng.int(0, open.length - 1);
    const p = open[k]!;
    edges.push([label[p]!, label[v]!]);
    deg[p]!++;
    deg[v]!++;
    if (deg[p]! >= maxDegree) {
      open[k] = open[open.length - 1]!;
      open.pop();
    }
    open.push(v);
  }
  return rng.shuffle(edges);
}

/** Weighted adjacency lists [neighbour, weight] of an undirected edge list. */
export function weightedAdjacency(n: number, edges: readonly WeightedEdge[]): Array<Array<[number, number]>> {
  const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) {
    adj[u]!.push([v, w]);
    adj[v]!.push([u, w]);
  }
  return adj;
}

/** Distances from src in a tree (or any graph whose paths are unique) with weighted adjacency. */
export function treeDistancesFrom(
  adj: ReadonlyArray<ReadonlyArray<readonly [number, number]>>,
  src: number,
): number[] {
  const dist = new Array<number>(adj.length).fill(-1);
  dist[src] = 0;
  const stack = [src];
  while (stack.length > 0) {
    const u = stack.pop()!;
    for (const [v, w] of adj[u]!) {
      if (dist[v] === -1) {
        dist[v] = dist[u]! + w;
        stack.push(v);
      }
    }
  }
  return dist;
}

/** All-pairs distances of a tree given by weighted edges (unit weights for plain edges). */
export function treeAllDistances(n: number, edges: ReadonlyArray<Edge | WeightedEdge>): number[][] {
  const adj = weightedAdjacency(
    n,
    edges.map((e) => [e[0], e[1], e.length > 2 ? (e as WeightedEdge)[2] : 1] as WeightedEdge),
  );
  if (n === 0) return [];
  // Preorder from vertex 0 (a subtree is a contiguous run of it), with each vertex's parent and edge weight.
  const order = [0];
  const parent = new Array<number>(n).fill(-1);
  const up = new Array<number>(n).fill(0);
  const seen = new Array<boolean>(n).fill(false);
  seen[0] = true;
  const stack = [0];
  while (stack.length > 0) {
    const u = stack.pop()!;
    if (u !== 0) order.push(u);
    for (const [v, w] of adj[u]!) {
      if (!seen[v]) {
        seen[v] = true;
        parent[v] = u;
        up[v] = w;
        stack.push(v);
      }
    }
  }
  // Not a tree (a forest, or a cycle): one search per source, as for any graph with unique paths.
  if (order.length !== n || edges.length !== n - 1)
    return Array.from({ length: n }, (_, s) => treeDistancesFrom(adj, s));
  const pos = new Array<number>(n);
  for (let i = 0; i < n; i++) pos[order[i]!] = i;
  const size = new Array<number>(n).fill(1);
  for (let i = n - 1; i > 0; i--) size[parent[order[i]!]!]! += size[order[i]!]!;
  // A child's row is its parent's row plus the edge weight, minus twice the weight inside its own subtree.
  // (One search per source cost about 25 µs at 16 vertices.)
  const d = new Array<number[]>(n);
  d[0] = treeDistancesFrom(adj, 0);
  for (let i = 1; i < n; i++) {
    const v = order[i]!;
    const w = up[v]!;
    const row = d[parent[v]!]!.map((x) => x + w);
    for (let j = pos[v]!, end = j + size[v]!; j < end; j++) row[order[j]!]! -= 2 * w;
    d[v] = row;
  }
  return d;
}

/** Parent array and a preorder (root first) of a tree rooted at root. */
export function rootTree(
  adj: readonly (readonly number[])[],
  root: number,
): { parent: number[]; order: number[] } {
  const n = adj.length;
  const parent = new Array<number>(n).fill(-1);
  const order: number[] = [];
  const seen = new Uint8Array(n);
  const stack = [root];
  seen[root] = 1;
  while (stack.length > 0) {
    const u = stack.pop()!;
    order.push(u);
    for (const v of adj[u]!) {
      if (!seen[v]) {
        seen[v] = 1;
        parent[v] = u;
        stack.push(v);
      }
    }
  }
  return { parent, order };
}

/** Per-vertex best-figure lists of mostComponentsAfterTwoPaths (values and the neighbour giving each). */
interface Lists {
  dVal: number[];
  dBy: number[];
  tVal: number[];
  tBy: number[];
  iVal: number[];
  iBy: number[];
}

/** Inserts x (given by neighbour u) into the descending list val[base..base+k). */
function keep(val: number[], by: number[], base: number, k: number, x: number, u: number): void {
  let j = base + k - 1;
  if (!(x > val[j]!)) return;
  while (j > base && x > val[j - 1]!) {
    val[j] = val[j - 1]!;
    by[j] = by[j - 1]!;
    j--;
  }
  val[j] = x;
  by[j] = u;
}

/** The best entry of a list whose neighbour is neither x nor y (-Infinity if none). */
function bestExcept(val: number[], by: number[], base: number, k: number, x: number, y: number): number {
  for (let j = base; j < base + k; j++) {
    const u = by[j]!;
    if (u === -1) break;
    if (u !== x && u !== y) return val[j]!;
  }
  return Number.NEGATIVE_INFINITY;
}

/** The sum of c's two best positive downs whose neighbours are neither x nor y. */
function twoDownsExcept(dVal: number[], dBy: number[], c: number, x: number, y: number): number {
  let sum = 0;
  let taken = 0;
  for (let j = 4 * c; j < 4 * c + 4 && taken < 2; j++) {
    const u = dBy[j]!;
    if (u === -1) break;
    if (u === x || u === y) continue;
    sum += dVal[j]!;
    taken++;
  }
  return sum;
}

/** The bonus of c when its path neighbours are x and y (-1 for none): shared + 2, near + 2 or far + 3. */
function bonus(L: Lists, c: number, x: number, y: number): number {
  return Math.max(
    twoDownsExcept(L.dVal, L.dBy, c, x, y) + 2,
    bestExcept(L.tVal, L.tBy, 3 * c, 3, x, y) + 2,
    bestExcept(L.iVal, L.iBy, 3 * c, 3, x, y) + 3,
  );
}

/**
 * Most connected components left after deleting the vertices of two edge-disjoint paths (a path may be a
 * single vertex) of a tree, in O(n).
 *
 * With w(v) = deg(v) - 2, deleting a connected set S leaves sum w(S) + 2 components, and deleting two
 * non-adjacent connected pieces leaves sum w(S) + 3. Two edge-disjoint paths of a tree share at most one
 * vertex, so an answer is a first path P plus a second path attached at one vertex c of P, its "bonus":
 * sharing c (two legs into hanging components of c: shared + 2), through the root of one hanging component
 * (near + 2), or deeper inside one (far + 3). The bonus of c depends only on which of its neighbours lie on
 * P, so the best (P, c) is a path maximisation with one marked vertex, done over the rooted tree: E[v] is
 * the best downward chain from v holding the marked vertex, and every path is counted at its highest vertex.
 */
export function mostComponentsAfterTwoPaths(n: number, edges: readonly Edge[]): number {
  if (n === 0) return 0;
  const NONE = Number.NEGATIVE_INFINITY;
  // Adjacency in one array (plain arrays: small typed arrays are slow to allocate), rooted at 0.
  const first = new Array<number>(n + 1).fill(0);
  for (const [u, v] of edges) {
    first[u + 1]!++;
    first[v + 1]!++;
  }
  for (let v = 0; v < n; v++) first[v + 1]! += first[v]!;
  const next = first.slice(0, n);
  const nbr = new Array<number>(2 * edges.length).fill(0);
  for (const [u, v] of edges) {
    nbr[next[u]!++] = v;
    nbr[next[v]!++] = u;
  }
  const w = new Array<number>(n);
  for (let v = 0; v < n; v++) w[v] = first[v + 1]! - first[v]! - 2;
  const parent = new Array<number>(n).fill(-1);
  const order = [0];
  for (let i = 0; i < order.length; i++) {
    const x = order[i]!;
    for (let j = first[x]!; j < first[x + 1]!; j++) {
      const y = nbr[j]!;
      if (y !== parent[x]) {
        parent[y] = x;
        order.push(y);
      }
    }
  }
  // Figures of a directed edge c -> u, about u's side: down, the best downward chain from u (w summed,
  // branches kept only when positive); top, the best path whose highest vertex is u; inner, the best path
  // whose highest vertex lies strictly below u. dn/tp/inn[v] are those of parent(v) -> v, uD/uT/uI[v]
  // those of v -> parent(v).
  const dn = new Array<number>(n).fill(0);
  const tp = new Array<number>(n).fill(0);
  const inn = new Array<number>(n).fill(NONE);
  for (let i = n - 1; i >= 0; i--) {
    const v = order[i]!;
    let t1 = 0;
    let t2 = 0;
    let below = NONE;
    for (let j = first[v]!; j < first[v + 1]!; j++) {
      const c = nbr[j]!;
      if (c === parent[v]) continue;
      const d = dn[c]!;
      if (d > t1) {
        t2 = t1;
        t1 = d;
      } else if (d > t2) t2 = d;
      below = Math.max(below, tp[c]!, inn[c]!);
    }
    dn[v] = w[v]! + t1;
    tp[v] = w[v]! + t1 + t2;
    inn[v] = below;
  }
  // Per vertex, the best figures over all its out-edges and the neighbour giving each: four positive downs
  // (two may be path neighbours, two are kept), three tops and three inners (one kept). Filled in preorder,
  // since a vertex's up-edge figures come from its parent's lists.
  const dVal = new Array<number>(4 * n).fill(0);
  const dBy = new Array<number>(4 * n).fill(-1);
  const tVal = new Array<number>(3 * n).fill(NONE);
  const tBy = new Array<number>(3 * n).fill(-1);
  const iVal = new Array<number>(3 * n).fill(NONE);
  const iBy = new Array<number>(3 * n).fill(-1);
  const uD = new Array<number>(n).fill(0);
  const uT = new Array<number>(n).fill(0);
  const uI = new Array<number>(n).fill(NONE);
  for (const p of order) {
    for (let j = first[p]!; j < first[p + 1]!; j++) {
      const u = nbr[j]!;
      const up = u === parent[p];
      keep(dVal, dBy, 4 * p, 4, up ? uD[p]! : dn[u]!, u);
      keep(tVal, tBy, 3 * p, 3, up ? uT[p]! : tp[u]!, u);
      keep(iVal, iBy, 3 * p, 3, up ? uI[p]! : inn[u]!, u);
    }
    for (let j = first[p]!; j < first[p + 1]!; j++) {
      const v = nbr[j]!;
      if (v === parent[p]) continue;
      uD[v] = w[p]! + Math.max(0, bestExcept(dVal, dBy, 4 * p, 4, v, -1));
      uT[v] = w[p]! + twoDownsExcept(dVal, dBy, p, v, -1);
      uI[v] = Math.max(bestExcept(tVal, tBy, 3 * p, 3, v, -1), bestExcept(iVal, iBy, 3 * p, 3, v, -1));
    }
  }
  // E[v]: the best downward chain from v (whose path neighbour above is parent(v)) holding the marked vertex.
  const L: Lists = { dVal, dBy, tVal, tBy, iVal, iBy };
  const E = new Array<number>(n).fill(NONE);
  let answer = NONE;
  const candidates: number[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const h = order[i]!;
    const ph = parent[h]!;
    let e = bonus(L, h, ph, -1);
    let chain1 = 0; // the two best positive child chains, and who gives the first
    let chain2 = 0;
    let chain1By = -1;
    let bestE = NONE;
    let bestEBy = -1;
    let secondE = NONE;
    for (let j = first[h]!; j < first[h + 1]!; j++) {
      const c = nbr[j]!;
      if (c === ph) continue;
      if (ph !== -1) e = Math.max(e, bonus(L, h, ph, c) + dn[c]!, E[c]!);
      if (dn[c]! > chain1) {
        chain2 = chain1;
        chain1 = dn[c]!;
        chain1By = c;
      } else if (dn[c]! > chain2) chain2 = dn[c]!;
      if (E[c]! > bestE) {
        secondE = bestE;
        bestE = E[c]!;
        bestEBy = c;
      } else if (E[c]! > secondE) secondE = E[c]!;
    }
    if (ph !== -1) E[h] = w[h]! + e;
    // Paths whose highest vertex is h, marked inside one chain: that chain's E plus the best other chain.
    if (bestEBy !== -1) answer = Math.max(answer, w[h]! + bestE + (chain1By === bestEBy ? chain2 : chain1));
    // Marked at h, with up to two chains into children. A child outside h's lists does not change the
    // bonus, so among those only the two with the longest chains can be best.
    candidates.length = 0;
    let o1 = -1;
    let o2 = -1;
    for (let j = first[h]!; j < first[h + 1]!; j++) {
      const c = nbr[j]!;
      if (c === ph || !(dn[c]! > 0)) continue;
      const listed =
        dBy[4 * h] === c ||
        dBy[4 * h + 1] === c ||
        dBy[4 * h + 2] === c ||
        dBy[4 * h + 3] === c ||
        tBy[3 * h] === c ||
        tBy[3 * h + 1] === c ||
        tBy[3 * h + 2] === c ||
        iBy[3 * h] === c ||
        iBy[3 * h + 1] === c ||
        iBy[3 * h + 2] === c;
      if (listed) candidates.push(c);
      else if (o1 === -1 || dn[c]! > dn[o1]!) {
        o2 = o1;
        o1 = c;
      } else if (o2 === -1 || dn[c]! > dn[o2]!) o2 = c;
    }
    if (o1 !== -1) candidates.push(o1);
    if (o2 !== -1) candidates.push(o2);
    answer = Math.max(answer, w[h]! + bonus(L, h, -1, -1));
    for (let a = 0; a < candidates.length; a++) {
      const ca = candidates[a]!;
      answer = Math.max(answer, w[h]! + dn[ca]! + bonus(L, h, ca, -1));
      for (let b = a + 1; b < candidates.length; b++) {
        const cb = candidates[b]!;
        answer = Math.max(answer, w[h]! + dn[ca]! + dn[cb]! + bonus(L, h, ca, cb));
      }
    }
  }
  return answer;
}

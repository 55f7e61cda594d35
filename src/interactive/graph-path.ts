/**
 * A path in a hidden graph: a connected graph on n vertices is hidden; a query names a vertex and is told
 * its neighbours; the answer is any path from s to t (checked edge by edge against the graph). Reference:
 * breadth-first search from s, asking the vertices in the order the search takes them (neighbours in
 * increasing order) and answering the search-tree path as soon as a reply names t. The generator picks t
 * at distance at least 2 from s among the vertices that search finds within n/3 queries, and the budget
 * is n/2 (rounded down; in the rare graph without such a t, a neighbour of s): never enough to read a fixed half of the graph and be sure to hold a path.
 */
import { bad, interactive, type LogEntry, ok, parseInts } from "./kit.js";

interface H {
  n: number;
  adj: number[][];
  s: number;
  t: number;
}

function bfsPlan(
  n: number,
  s: number,
  t: number,
  neighbours: (v: number) => number[] | undefined,
): { query: number } | { path: number[] } {
  const parent = new Array<number>(n + 1).fill(0);
  const seen = new Array<boolean>(n + 1).fill(false);
  seen[s] = true;
  const queue = [s];
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    const ns = neighbours(v);
    if (ns === undefined) return { query: v };
    for (const u of ns) {
      if (seen[u]) continue;
      seen[u] = true;
      parent[u] = v;
      if (u === t) {
        const path = [t];
        for (let x = t; x !== s; x = parent[x]!) path.push(parent[x]!);
        return { path: path.reverse() };
      }
      queue.push(u);
    }
  }
  return { path: [s, t] }; // unreachable for a connected graph
}

export const graphPath = interactive<H, null, number, number[]>({
  id: "graph-path",
  title: "Find a path in a hidden graph by asking for neighbours",
  category: "graph",
  version: 1,
  maxLevel: 100,
  levels: "n = 8 + 4 level vertices, n - 1 + n/2 edges; budget n/2 queries",
  generate(level, rng) {
    const n = 8 + 4 * level;
    const label = rng.permutation(n).map((x) => x + 1);
    const adj: Array<Set<number>> = Array.from({ length: n + 1 }, () => new Set<number>());
    const link = (a: number, b: number) => {
      adj[a]!.add(b);
      adj[b]!.add(a);
    };
    for (let i = 1; i < n; i++) link(label[i]!, label[rng.int(0, i - 1)]!);
    for (let k = 0; k < Math.floor(n / 2); k++) {
      const a = rng.int(1, n);
      const b = rng.int(1, n);
      if (a !== b) link(a, b);
    }
    const lists = adj.map((x) => [...x].sort((a, b) => a - b));
    const s = rng.int(1, n);
    // Vertices by the breadth-first query that discovers them, from s.
    const firstSeenAt = new Array<number>(n + 1).fill(0);
    const queue = [s];
    firstSeenAt[s] = -1;
    for (let head = 0; head < queue.length; head++) {
      for (const u of lists[queue[head]!]!) {
        if (firstSeenAt[u] !== 0) continue;
        firstSeenAt[u] = head + 1;
        queue.push(u);
      }
    }
    const near = new Set(lists[s]);
    const limit = Math.max(2, Math.floor(n / 3));
    let cands = queue.filter((v) => v !== s && !near.has(v) && firstSeenAt[v]! <= limit);
    // Rare small graphs (s next to almost every vertex): within the budget, else a neighbour of s.
    const budget = Math.floor(n / 2);
    if (cands.length === 0) cands = queue.filter((v) => v !== s && !near.has(v) && firstSeenAt[v]! <= budget);
    if (cands.length === 0) cands = [...near];
    return { n, adj: lists, s, t: rng.pick(cands) };
  },
  budget: (h) => Math.floor(h.n / 2),
  initial: () => null,
  rules: (h) =>
    `A connected graph with vertices 1 to ${h.n} is hidden. A query is one vertex; I reply with its neighbours in increasing order. The final answer is a path from vertex ${h.s} to vertex ${h.t}: its vertices in order, separated by spaces, each joined to the next by an edge.`,
  parseQuery(text, h) {
    const v = parseInts(text, 1, h.n, 1);
    if (!v.ok) return v;
    if (v.value.length !== 1) return bad("one vertex is expected");
    return ok(v.value[0]!);
  },
  queryText: (v) => String(v),
  reply: (h, mem, v) => ({ text: h.adj[v]!.join(" "), mem }),
  parseAnswer(text, h) {
    const v = parseInts(text, 1, h.n, 2 * h.n);
    if (!v.ok) return v;
    if (v.value.length < 2) return bad("a path of at least two vertices is expected");
    return ok(v.value);
  },
  judge: (h, _m, p) =>
    p[0] === h.s && p[p.length - 1] === h.t && p.every((v, i) => i === 0 || h.adj[p[i - 1]!]!.includes(v)),
  reference(h, _m, log: readonly LogEntry[]) {
    const known = new Map<number, number[]>();
    for (const { q, r } of log) known.set(Number(q.trim()), r.split(" ").filter(Boolean).map(Number));
    const plan = bfsPlan(h.n, h.s, h.t, (v) => known.get(v));
    return "query" in plan ? { query: String(plan.query) } : { answer: plan.path.join(" ") };
  },
  probes(h) {
    const scan = Array.from({ length: Math.floor(h.n / 2) }, (_, i) => ({ query: String(i + 1) }));
    return [
      [{ answer: `${h.s} ${h.t}` }],
      [...scan, { answer: `${h.s} 1 ${h.t}` }],
      [{ query: String(h.s) }, { answer: `${h.s} ${h.t}` }],
    ];
  },
});

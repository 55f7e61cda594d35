// Find a closed walk using every edge of a mixed graph exactly once, directed edges along their direction.
// RLVE: MixedGraphEulerianCircuit.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList, type Rng } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** [u, v, directed]: directed = 1 means the edge may only be used from u to v. */
  edges: Array<[number, number, number]>;
  circuit: number[];
}

/** A closed walk through every vertex (a Hamiltonian cycle) with extra closed detours on fresh vertex pairs. */
function randomCircuit(n: number, extra: number, rng: Rng): number[] {
  const circuit = rng.permutation(n);
  circuit.push(circuit[0]!);
  const key = (u: number, v: number) => (u < v ? u * n + v : v * n + u);
  const used = new Set<number>();
  for (let i = 1; i < circuit.length; i++) used.add(key(circuit[i - 1]!, circuit[i]!));
  let added = 0;
  for (let attempt = 0; attempt < 6 * extra && added < extra; attempt++) {
    const at = rng.int(0, circuit.length - 2);
    const c = circuit[at]!;
    const taken = new Set<number>();
    const walk = [c];
    const len = rng.int(1, 4);
    for (let s = 0; s < len; s++) {
      const x = walk[walk.length - 1]!;
      const options = [];
      for (let y = 0; y < n; y++)
        if (y !== x && !used.has(key(x, y)) && !taken.has(key(x, y))) options.push(y);
      if (options.length === 0) break;
      const y = rng.pick(options);
      taken.add(key(x, y));
      walk.push(y);
    }
    const from = walk[walk.length - 1]!;
    const prev = new Map<number, number>([[from, -1]]);
    const queue = [from];
    while (queue.length > 0 && !prev.has(c)) {
      const x = queue.shift()!;
      for (let y = 0; y < n; y++) {
        if (y === x || prev.has(y) || used.has(key(x, y)) || taken.has(key(x, y))) continue;
        prev.set(y, x);
        queue.push(y);
      }
    }
    if (from === c || !prev.has(c)) continue;
    const back: number[] = [];
    for (let y = c; y !== from; y = prev.get(y)!) back.push(y);
    const detour = [...walk, ...back.reverse()];
    for (let i = 1; i < detour.length; i++) used.add(key(detour[i - 1]!, detour[i]!));
    circuit.splice(at, 1, ...detour);
    added += detour.length - 1;
  }
  return circuit;
}

export default defineEnv<Params, Instance, number[]>({
  id: "mixed-graph-eulerian-circuit",
  rlveId: "MixedGraphEulerianCircuit",
  category: "graph algorithms",
  version: 5,
  title: "Closed walk using every edge of a mixed graph exactly once",
  answerKind: "any-valid",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  // The ladder starts at 4 vertices, one above the catalog's 3: 3 vertices allow only the triangle (no room for
  // a detour), whose few closed walks made one constant answer valid in 71% of the level-0 problems (issue 14).
  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const circuit = randomCircuit(n, rng.int(0, 2 * n), rng);
    const p = 0.3 + 0.4 * rng.float();
    const edges: Array<[number, number, number]> = [];
    for (let i = 1; i < circuit.length; i++) {
      const [u, v] = [circuit[i - 1]!, circuit[i]!];
      if (rng.bool(p)) edges.push([u, v, 1]);
      else edges.push(rng.bool() ? [u, v, 0] : [v, u, 0]);
    }
    rng.shuffle(edges);
    return { n, edges, circuit };
  },

  prompt: ({ n, edges }) =>
    `A mixed graph has ${n} vertices, numbered 0 to ${n - 1}, and ${edges.length} edges. Directed edges may only be ` +
    "traversed in their direction; undirected edges may be traversed either way.\n" +
    `Directed edges (u -> v):\n${
      edges
        .filter((e) => e[2] === 1)
        .map(([u, v]) => `${u} -> ${v}`)
        .join("\n") || "(none)"
    }\nUndirected edges (u - v):\n${
      edges
        .filter((e) => e[2] === 0)
        .map(([u, v]) => `${u} - ${v}`)
        .join("\n") || "(none)"
    }\n\n` +
    "Find an Eulerian circuit: a closed walk that traverses every edge exactly once and returns to its start.\n" +
    `Answer with the ${edges.length + 1} vertices of the walk in order, separated by spaces; the first and the last ` +
    "vertex must be the same.",

  parse: (text) => parseIntList(text),

  score(walk, { n, edges }) {
    const m = edges.length;
    if (walk.length !== m + 1) return invalid(`expected ${m + 1} vertices, got ${walk.length}`);
    for (const v of walk) if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
    if (walk[0] !== walk[m]) return invalid("the walk does not return to its start");
    const index = new Map<number, number>();
    for (let i = 0; i < m; i++) {
      const [u, v, d] = edges[i]!;
      index.set(u * n + v, i);
      if (d === 0) index.set(v * n + u, i);
    }
    const used = new Set<number>();
    for (let i = 1; i <= m; i++) {
      const e = index.get(walk[i - 1]! * n + walk[i]!);
      if (e === undefined) return invalid(`no edge can be traversed from ${walk[i - 1]} to ${walk[i]}`);
      used.add(e);
    }
    return fraction(used.size, m, 10, "edges");
  },

  reference: ({ circuit }) => circuit.join(" "),

  wrongAnswers({ circuit, edges }) {
    const out = [circuit.slice(0, -1).join(" ")];
    const rev = circuit.slice().reverse();
    if (edges.some((e) => e[2] === 1)) out.push(rev.join(" "));
    out.push([...circuit.slice(0, -1), circuit[1]].join(" "));
    return out;
  },

  size: ({ edges }) => edges.length,
});

// Assign every room (vertex) of a tree to an extinguisher site within distance K; a site serving L rooms needs ceil(L/S) extinguishers. Use as few extinguishers as possible. RLVE: GasFireExtinguishers.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { type Edge, randomTree } from "../../lib/graph.ts";
import { readLabels } from "../../lib/selection.ts";
import { edgeLines } from "../../lib/statement.ts";
import { rootTree } from "../../lib/treedp.ts";
import { treeAllDistances } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  s: number;
  k: number;
  best: number;
  /** One optimal assignment: the site serving each room. */
  witness: number[];
}

interface Spare {
  site: number;
  left: number;
}

/**
 * The fewest extinguishers, greedily from the leaves up. Each vertex keeps, per depth d <= k below it, the
 * rooms not yet served and the extinguishers with spare capacity. Rooms k below must be served here, so
 * ceil(count / s) extinguishers go here; then every room and spare capacity whose depths add up to k or
 * k - 1 are paired (one level up they would be too far apart). At the root all remaining pairs within k
 * are made, deepest rooms first, and extinguishers at the root serve the rest. The brute-force test checks
 * it against every assignment on small trees.
 */
export function fewestExtinguishers(
  n: number,
  edges: readonly Edge[],
  s: number,
  k: number,
): { best: number; site: number[] } {
  const { parent, order } = rootTree(n, edges);
  const site = new Array<number>(n).fill(-1);
  const rooms: number[][][] = Array.from({ length: n }, () => Array.from({ length: k + 1 }, () => []));
  const spare: Spare[][][] = Array.from({ length: n }, () => Array.from({ length: k + 1 }, () => []));
  const pair = (have: Spare[], want: number[]) => {
    while (have.length > 0 && want.length > 0) {
      const top = have[have.length - 1]!;
      site[want.pop()!] = top.site;
      if (--top.left === 0) have.pop();
    }
  };
  const place = (v: number, count: number) => {
    for (let i = 0; i < Math.ceil(count / s); i++) spare[v]![0]!.push({ site: v, left: s });
  };
  for (let idx = n - 1; idx >= 0; idx--) {
    const v = order[idx]!;
    rooms[v]![0]!.push(v);
    place(v, rooms[v]![k]!.length);
    for (let i = 0; i <= k; i++) pair(spare[v]![i]!, rooms[v]![k - i]!);
    for (let i = 0; i < k; i++) pair(spare[v]![i]!, rooms[v]![k - 1 - i]!);
    if (idx === 0) {
      for (let j = k; j >= 0; j--) for (let i = k - j; i >= 0; i--) pair(spare[v]![i]!, rooms[v]![j]!);
      const rest = rooms[v]!.flat();
      place(v, rest.length);
      for (let j = 0; j <= k; j++) pair(spare[v]![0]!, rooms[v]![j]!);
      break;
    }
    const p = parent[v]!;
    for (let d = 0; d < k; d++) {
      rooms[p]![d + 1]!.push(...rooms[v]![d]!);
      spare[p]![d + 1]!.push(...spare[v]![d]!);
    }
  }
  return { best: extinguishersFor(site, s), site };
}

function extinguishersFor(site: readonly number[], s: number): number {
  const load = new Map<number, number>();
  for (const v of site) load.set(v, (load.get(v) ?? 0) + 1);
  let total = 0;
  for (const l of load.values()) total += Math.ceil(l / s);
  return total;
}

export default defineEnv<Params, Instance, number[]>({
  id: "gas-fire-extinguishers",
  rlveId: "GasFireExtinguishers",
  category: "optimization/NP-hard construction",
  version: 3,
  title: "Assign tree rooms to extinguisher sites within distance K, minimising the extinguishers needed",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),
  // From 4 rooms up the answers spread by themselves (best constant 14% at 4 rooms, 200 seeds); 3 rooms
  // (a path, whose centre always serves every room) gave one constant answer a third of the problems.

  generate({ n }, rng) {
    const edges = randomTree(n, rng).map(([u, v]) => (u < v ? [u, v] : [v, u]) as Edge);
    rng.shuffle(edges);
    const s = rng.int(2, 5);
    // K at most half the diameter, so that one site rarely reaches every room.
    const diameter = Math.max(...treeAllDistances(n, edges).flat());
    const k = rng.int(1, Math.max(1, Math.min(3, Math.floor(diameter / 2))));
    const { best, site } = fewestExtinguishers(n, edges, s, k);
    return { n, edges, s, k, best, witness: site };
  },

  prompt: ({ n, edges, s, k }) =>
    `A building has ${n} rooms, numbered 0 to ${n - 1}, joined by corridors that form a tree (each corridor has ` +
    "length 1):\n" +
    edgeLines(edges) +
    `\n\nEvery room must be assigned to one room (possibly itself) at distance at most ${k}, where its fire ` +
    `extinguishers are kept. A room to which L rooms are assigned needs ceil(L / ${s}) extinguishers (one ` +
    `extinguisher serves up to ${s} rooms). Make the total number of extinguishers as small as possible.\n` +
    `Answer with ${n} integers separated by spaces: the i-th is the room that room i is assigned to.`,
  answerExample: ({ n }) => Array.from({ length: n }, (_, i) => (i === 0 ? n : i)).join(" "),

  parse: (text) => parseIntList(text),

  score(answer, { n, edges, s, k, best }) {
    const site = readLabels(answer, n, n, "room");
    if (typeof site === "string") return invalid(site);
    const dist = treeAllDistances(n, edges);
    const far = site.findIndex((v, room) => dist[room]![v]! > k);
    if (far >= 0) return invalid(`room ${far} is assigned to room ${site[far]}, farther than ${k}`);
    return minimisationRatio(extinguishersFor(site, s), best, 3);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, edges, s, k, best, witness }) {
    const out: string[] = [];
    const own = Array.from({ length: n }, (_, i) => i); // every room its own site: feasible, n extinguishers
    if (extinguishersFor(own, s) > best) out.push(own.join(" "));
    const dist = treeAllDistances(n, edges);
    const room = dist.findIndex((row) => row.some((d) => d > k));
    if (room >= 0) {
      const far = witness.slice();
      far[room] = dist[room]!.findIndex((d) => d > k);
      out.push(far.join(" ")); // a site too far away
    }
    out.push([...witness.slice(0, -1), n].join(" ")); // a room that does not exist
    out.push(witness.slice(1).join(" ") || "-1"); // a room missing
    return out;
  },

  size: ({ n }) => n,
});

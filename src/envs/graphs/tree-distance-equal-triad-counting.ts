// Count the unordered vertex triples of a tree whose three pairwise distances are equal.
// RLVE: Tree_DistanceEqualTriad_Counting.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { type Edge, randomTreeWithHubs } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  answer: number;
}

/**
 * Three vertices with equal pairwise distances 2d have one median vertex c, and lie at depth d below c in
 * three different branches of c (and every such choice is such a triple). So for every c of degree >= 3
 * and every depth, add the third elementary symmetric sum of the branches' vertex counts at that depth:
 * O(n^2) instead of O(n^3) over all triples (test/lib/tree-triads.test.ts checks it against them).
 */
export function equalTriads(n: number, edges: readonly Edge[]): number {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u]!.push(v);
    adj[v]!.push(u);
  }
  const queue = new Array<number>(n).fill(0);
  const from = new Array<number>(n).fill(0);
  const depth = new Array<number>(n).fill(0);
  let count = 0;
  for (let c = 0; c < n; c++) {
    if (adj[c]!.length < 3) continue;
    const e1: number[] = [];
    const e2: number[] = [];
    const e3: number[] = [];
    for (const b of adj[c]!) {
      // Breadth-first over the branch of c through b, counting its vertices per depth into the sums.
      queue[0] = b;
      from[b] = c;
      depth[b] = 0;
      let head = 0;
      let tail = 1;
      let d = 0;
      let here = 0;
      const flush = () => {
        e3[d] = (e3[d] ?? 0) + (e2[d] ?? 0) * here;
        e2[d] = (e2[d] ?? 0) + (e1[d] ?? 0) * here;
        e1[d] = (e1[d] ?? 0) + here;
      };
      while (head < tail) {
        const u = queue[head++]!;
        if (depth[u] !== d) {
          flush();
          d = depth[u]!;
          here = 0;
        }
        here++;
        for (const w of adj[u]!) {
          if (w === from[u]) continue;
          from[w] = u;
          depth[w] = d + 1;
          queue[tail++] = w;
        }
      }
      flush();
    }
    for (const t of e3) count += t ?? 0;
  }
  return count;
}

export default defineEnv<Params, Instance, bigint>({
  id: "tree-distance-equal-triad-counting",
  rlveId: "Tree_DistanceEqualTriad_Counting",
  category: "graph algorithms",
  version: 5,
  title: "Count tree vertex triples with three equal pairwise distances",
  answerKind: "unique",
  // The ladder starts at 7 vertices, not the catalog's 4: a tree on 4 vertices has 0 or 1 such triples (0 was
  // right in 54% of the level-0 problems, issue 14), one on 5 has 0, 1 or (the star only) 4, and on 6 the
  // best constant answer stays near a third whatever the tree shapes.
  params: (level) => ({ n: afterUpdates(7, level, grow.plus1) }),

  generate({ n }, rng) {
    // The number of inner vertices is drawn per problem (bushy to path-like trees): uniform trees on 6
    // vertices gave 1 in 60% of the problems and needed 16 redraws (0.096 ms per problem, now 0.01 ms).
    const edges = rng.shuffle(randomTreeWithHubs(n, rng.int(1, n - 2), rng));
    return { n, edges, answer: equalTriads(n, edges) };
  },

  prompt: ({ n, edges }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these edges, each of length 1:\n` +
    edgeLines(edges) +
    "\n\nHow many unordered triples {a, b, c} of distinct vertices satisfy dist(a, b) = dist(b, c) = dist(a, c), " +
    "where dist is the number of edges on the path between two vertices?\nAnswer with a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: want }) => closeness(answer, want, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer + 2, answer > 0 ? answer - 1 : 3].map(String),

  size: ({ n }) => n,
});

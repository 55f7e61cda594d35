// Shorten tree edges at least total cost so that every root-to-leaf path has the same length. RLVE: FireworkShow.
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { randomTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { equalizeLeafDepths } from "../../lib/treedp.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Array<[number, number, number]>;
  best: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "firework-show",
  rlveId: "FireworkShow",
  category: "graph algorithms",
  version: 5,
  title: "Shorten tree edges so that all root-to-leaf paths are equally long",
  answerKind: "unique",
  // At least 4 vertices: 3 make a path from the root (cost 0) two times in three.
  params: (level) => ({ n: Math.max(4, afterUpdates(3, level, grow.plus1)) }),

  generate({ n }, rng) {
    // Lengths up to 9 and a tree drawn again (twice at most) while nothing needs shortening: at 4 vertices
    // cost 0 fell from half the draws to about 1 in 8 (no redraws of whole problems needed).
    const maxW = Math.max(9, n);
    const draw = () => {
      const edges = randomTree(n, rng).map(([u, v]) => [u, v, rng.int(1, maxW)] as [number, number, number]);
      return { n, edges, best: equalizeLeafDepths(n, edges) };
    };
    let drawn = draw();
    for (let t = 0; t < 2 && drawn.best === 0; t++) drawn = draw();
    return drawn;
  },

  prompt: ({ n, edges }) =>
    `A tree has ${n} vertices, labelled 0 to ${n - 1}, and is rooted at vertex 0. Each edge (u, v, w) joins u and v and has length w:\n` +
    edgeLines(edges) +
    "\n\nYou may shorten edges: an edge of length w can be given any new integer length between 0 and w, at a cost equal " +
    "to the amount removed. Make every path from the root to a leaf (a vertex other than the root with only one neighbour) " +
    "have the same total length, at the least total cost.\nAnswer with that least total cost, a single integer.",

  parse: (text) => parseCount(text),

  score: (a, { best }) => (a === BigInt(best) ? correct() : wrong("not the least cost")),

  reference: ({ best }) => String(best),

  wrongAnswers: ({ best }) => [
    String(best + 1),
    ...(best > 0 ? [String(best - 1)] : []),
    String(2 * best + 2),
  ],

  size: ({ n }) => n,
});

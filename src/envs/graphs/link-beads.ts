// A tree of beads was built by Append and Insert operations; find the largest possible total length of blue wires. RLVE: LinkBeads.
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { randomTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { maxBlueWires } from "../../lib/treedp.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Array<[number, number, number]>;
  best: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "link-beads",
  rlveId: "LinkBeads",
  category: "graph algorithms",
  version: 2,
  title: "Largest total length of blue wires in a bead tree",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const edges = randomTree(n, rng).map(([u, v]) => [u, v, rng.int(1, 10)] as [number, number, number]);
    return { n, edges, best: maxBlueWires(n, edges) };
  },

  prompt: ({ n, edges }) =>
    "A necklace maker starts with a single bead and then repeats two kinds of operations, each adding one new bead:\n" +
    "- Append: join the new bead to an existing bead with a red wire;\n" +
    "- Insert: take a red wire between two beads, remove it, and put the new bead between them, joining it to each of " +
    "the two beads with a blue wire.\n" +
    `The finished piece has ${n} beads, labelled 0 to ${n - 1}, and these wires (u, v, length), whose colours are unknown:\n` +
    edgeLines(edges) +
    "\n\nWire lengths were chosen freely when wires were made. Over all ways the piece could have been built, what is the " +
    "largest possible total length of the blue wires?\nAnswer with a single integer.",

  parse: (text) => parseCount(text),

  score: (a, { best }) => (a === BigInt(best) ? correct() : wrong("not the largest total")),

  reference: ({ best }) => String(best),

  wrongAnswers: ({ best }) => [String(best + 1), ...(best > 0 ? [String(best - 1)] : [])],

  size: ({ n }) => n,
});

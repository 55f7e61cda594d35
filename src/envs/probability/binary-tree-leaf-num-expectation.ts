// Expected number of leaves of a binary tree drawn uniformly among all binary trees with N nodes. RLVE: BinaryTreeLeafNumExpectation.
import { afterUpdates, defineEnv, grow } from "../../core/kit.ts";
import {
  digitBudget,
  fractionNearMisses,
  fractionOf,
  parseLongFraction,
  type RawFraction,
  scoreFraction,
} from "../../lib/answers.ts";
import { binaryTreeLeafExpectation } from "../../lib/expectation.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  /** The expected value, reduced "p/q". */
  answer: string;
}

const value = (i: Instance) => fractionOf(i.answer);

export default defineEnv<Params, Instance, RawFraction>({
  id: "binary-tree-leaf-num-expectation",
  rlveId: "BinaryTreeLeafNumExpectation",
  category: "probability/expectation",
  version: 3,
  title: "Expected number of leaves of a uniformly random binary tree with N nodes",
  answerKind: "unique",

  // The catalog starts at maxN = 5: N in 2..5, four instances at level 0 (the shortcut audit's
  // repeated-instance check). Level 0 uses 7 (as level 1 does); the ladder follows the catalog from level 1.
  params: (level) => ({ maxN: Math.max(7, afterUpdates(5, level, grow.mul1_5)) }),

  generate({ maxN }, rng) {
    const n = rng.int(2, maxN);
    return { n, answer: binaryTreeLeafExpectation(n).toString() };
  },

  prompt: ({ n }) =>
    `Consider all binary trees with exactly ${n} nodes, where every node has an optional left child and an optional right child ` +
    "and two trees are different if their shapes differ (left and right children are distinguished). " +
    "One of these trees is chosen uniformly at random. A leaf is a node with no children.\n\n" +
    "What is the expected number of leaves of the chosen tree? Give it as an exact fraction p/q in lowest terms " +
    "(a plain integer if it is whole); an equivalent fraction that is not in lowest terms is accepted too.",

  parse: (text, inst) => parseLongFraction(text, digitBudget(value(inst))),
  score: (answer, inst) => scoreFraction(answer, value(inst)),
  reference: ({ answer }) => answer,
  wrongAnswers: (inst) => fractionNearMisses(value(inst)),
  size: ({ n }) => n,
});

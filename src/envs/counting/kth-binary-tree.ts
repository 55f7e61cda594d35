// Write the binary tree of a given index when trees are ordered by size, then left, then right subtree.
// RLVE: Kth_BinaryTree
import { afterUpdates, correct, defineEnv, FormatError, grow, invalid, wrong } from "../../core/kit.ts";
import { kthBinaryTree } from "../../lib/sequence-counting.ts";

interface Params {
  maxN: number;
}

interface Instance {
  index: number;
  tree: string;
}

/** True iff s is a tree "(L)X(R)" with optional sides; iterative so deep nesting cannot overflow. */
function wellFormed(s: string): boolean {
  // The stack holds, per open bracket, whether it encloses a left (0) or a right (1) subtree.
  const stack: number[] = [];
  let state: "start" | "afterLeft" | "afterX" = "start";
  for (const ch of s) {
    if (state === "start") {
      if (ch === "(") stack.push(0);
      else if (ch === "X") state = "afterX";
      else return false;
    } else if (state === "afterLeft") {
      if (ch !== "X") return false;
      state = "afterX";
    } else if (ch === "(") {
      stack.push(1);
      state = "start";
    } else if (ch === ")") {
      const kind = stack.pop();
      if (kind === undefined) return false;
      state = kind === 0 ? "afterLeft" : "afterX";
    } else return false;
  }
  return state === "afterX" && stack.length === 0;
}

export default defineEnv<Params, Instance, string>({
  id: "kth-binary-tree",
  rlveId: "Kth_BinaryTree",
  category: "combinatorial counting",
  version: 4,
  title: "The binary tree of a given index in size-then-subtree order",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(3, level, grow.mul1_5) }),

  // RLVE-Gym's first levels have maxN = 3 and 4: the index is uniform over so few values that most seeds
  // repeat an instance (and a constant answer wins a third of the problems at level 0).
  auditExceptions: [
    {
      check: "distinct",
      levels: [0, 1],
      measured: 0.13,
      reason: "RLVE-Gym's levels 0 and 1 have maxN = 3 and 4, so there are only 3 and 4 distinct problems",
    },
  ],

  generate({ maxN }, rng) {
    const index = rng.int(1, maxN);
    return { index, tree: kthBinaryTree(index) };
  },

  prompt: ({ index }) =>
    "Consider all binary trees with at least one node (the children of a node are ordered: left and right). " +
    "They are numbered 1, 2, 3, ... in this order:\n" +
    "- a tree with fewer nodes comes before a tree with more nodes;\n" +
    "- among trees with the same number of nodes, the one whose left subtree comes first (by this same order, " +
    "the empty tree coming before every non-empty tree) comes first;\n" +
    "- if the left subtrees are the same, the one whose right subtree comes first comes first.\n" +
    "So tree 1 is the single node, tree 2 is a root with only a right child, tree 3 is a root with only a left child.\n\n" +
    "Write a tree as follows: a single node is X; a node with left subtree L and right subtree R is (L)X(R), where " +
    "an empty subtree is left out together with its brackets (so a root with only a right child is X(X), and with " +
    `only a left child (X)X).\n\nWhich tree has number ${index}?\n\n` +
    "Answer with the tree written in this notation, with no spaces.",

  parse(text) {
    const s = text.replace(/\s+/g, "");
    if (s.length === 0 || s.length > 100_000)
      throw new FormatError("expected a tree in the (L)X(R) notation");
    if (!/^[X()]+$/.test(s)) throw new FormatError("a tree uses only the characters X, ( and )");
    return s;
  },

  score(answer, { tree }) {
    if (answer === tree) return correct();
    if (!wellFormed(answer)) return invalid("the text is not a tree in the (L)X(R) notation");
    return wrong("a different tree");
  },

  reference: ({ tree }) => tree,

  wrongAnswers: ({ index, tree }) => [
    kthBinaryTree(index + 1),
    index > 1 ? kthBinaryTree(index - 1) : "X(X)",
    `(${tree})X`,
    `${tree}(`,
  ],

  size: ({ index }) => index,
});

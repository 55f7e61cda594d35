// Rebuild a binary tree from its inorder and postorder traversals and give its preorder traversal.
// RLVE: PreorderTraversal.
import { afterUpdates, defineEnv, fraction, grow, parseIntList, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  inorder: number[];
  postorder: number[];
  preorder: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "preorder-traversal",
  rlveId: "PreorderTraversal",
  category: "graph algorithms",
  version: 2,
  title: "Preorder of a binary tree given its inorder and postorder",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const label = rng.permutation(n);
    const inorder: number[] = [];
    const postorder: number[] = [];
    const preorder: number[] = [];
    let next = 0;
    // a random shape: the root takes a random position in its range of inorder ranks
    const build = (size: number) => {
      if (size === 0) return;
      const left = rng.int(0, size - 1);
      const root = label[next++]!;
      preorder.push(root);
      build(left);
      inorder.push(root);
      build(size - 1 - left);
      postorder.push(root);
    };
    build(n);
    return { inorder, postorder, preorder };
  },

  prompt: ({ inorder, postorder }) =>
    `A binary tree has ${inorder.length} nodes with distinct labels. Its traversals are:\n` +
    `inorder (left, node, right): ${inorder.join(" ")}\n` +
    `postorder (left, right, node): ${postorder.join(" ")}\n\n` +
    "Give its preorder traversal (node, left, right).\n" +
    `Answer with the ${inorder.length} labels in preorder, separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(answer, { preorder }) {
    if (answer.length !== preorder.length)
      return wrong(`expected ${preorder.length} labels, got ${answer.length}`);
    return fraction(answer.filter((v, i) => v === preorder[i]).length, preorder.length, 10, "positions");
  },

  reference: ({ preorder }) => preorder.join(" "),

  wrongAnswers({ preorder, postorder }) {
    const out = [preorder.slice(1).join(" ")];
    if (preorder.length > 1) {
      const sw = preorder.slice();
      [sw[0], sw[1]] = [sw[1]!, sw[0]!];
      out.push(sw.join(" "));
    }
    if (postorder.some((v, i) => v !== preorder[i])) out.push(postorder.join(" "));
    return out;
  },

  size: ({ preorder }) => preorder.length,
});

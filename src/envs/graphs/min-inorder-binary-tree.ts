// Turn an undirected tree of degree <= 3 into a binary tree (any root, any left/right choice) whose inorder
// traversal is lexicographically smallest. RLVE: MinInorderBinaryTree.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { adjacency, type Edge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { randomTreeMaxDegree } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  inorder: number[];
}

function less(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return a.length < b.length;
}

/** The smallest inorder over all roots of degree <= 2 and all child placements. */
export function minInorder(n: number, edges: readonly Edge[]): number[] {
  const adj = adjacency(n, edges);
  const memo = new Map<number, number[]>();
  const best = (v: number, p: number): number[] => {
    const key = v * (n + 1) + (p + 1);
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const kids = adj[v]!.filter((c) => c !== p).map((c) => best(c, v));
    let out: number[];
    if (kids.length === 0) out = [v];
    else if (kids.length === 1) {
      const a = [...kids[0]!, v];
      const b = [v, ...kids[0]!];
      out = less(a, b) ? a : b;
    } else {
      const [x, y] = less(kids[0]!, kids[1]!) ? [kids[0]!, kids[1]!] : [kids[1]!, kids[0]!];
      out = [...x, v, ...y];
    }
    memo.set(key, out);
    return out;
  };
  let result: number[] | null = null;
  for (let r = 0; r < n; r++) {
    if (adj[r]!.length > 2) continue;
    const cand = best(r, -1);
    if (result === null || less(cand, result)) result = cand;
  }
  return result!;
}

export default defineEnv<Params, Instance, number[]>({
  id: "min-inorder-binary-tree",
  rlveId: "MinInorderBinaryTree",
  category: "graph algorithms",
  version: 4,
  title: "Root and orient a tree of degree <= 3 as a binary tree with the smallest inorder traversal",
  answerKind: "unique",
  // At least 5 vertices: 4 have three inorders only ("0 1 2 3" in 53% of the draws); at 5 the most
  // frequent of 12 is 22%, and no redraws are needed.
  params: (level) => ({ n: Math.max(5, afterUpdates(4, level, grow.plus1)) }),

  generate({ n }, rng) {
    const edges = randomTreeMaxDegree(n, 3, rng);
    return { n, edges, inorder: minInorder(n, edges) };
  },

  prompt: ({ n, edges }) =>
    `An undirected tree has ${n} vertices, numbered 0 to ${n - 1}, and every vertex has degree at most 3. Its edges are:\n` +
    edgeLines(edges) +
    "\n\nMake it a binary tree: choose a root of degree at most 2, and for every vertex decide which of its children " +
    "(at most two) is the left child and which is the right child (a single child may be placed on either side). " +
    "Among all such binary trees, find the one whose inorder traversal (left subtree, vertex, right subtree) is " +
    "lexicographically smallest.\n" +
    `Answer with that inorder traversal: the ${n} vertex numbers separated by spaces.`,
  answerExample: "2 0 3 1",

  parse: (text) => parseIntList(text),

  score(answer, { n, inorder }) {
    if (answer.length !== n) return invalid(`expected ${n} vertices, got ${answer.length}`);
    const seen = new Set<number>();
    for (const v of answer) {
      if (v < 0 || v >= n || seen.has(v)) return invalid(`not a permutation of 0..${n - 1}`);
      seen.add(v);
    }
    return fraction(answer.filter((v, i) => v === inorder[i]).length, n, 10, "positions");
  },

  reference: ({ inorder }) => inorder.join(" "),

  wrongAnswers({ inorder }) {
    const sw = inorder.slice();
    [sw[0], sw[1]] = [sw[1]!, sw[0]!];
    return [sw.join(" "), inorder.slice().reverse().join(" "), inorder.slice(1).join(" ")];
  },

  size: ({ n }) => n,
});

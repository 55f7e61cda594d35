// Shape a binary tree whose in-order traversal is 0..N-1 so that its score (left score x right score + the
// root's value) is as large as possible; answer with its preorder. RLVE: WeightedBinaryTree.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { readPermutation } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  d: number[];
  /** The best score, as a decimal string. */
  best: string;
  /** One optimal tree's preorder. */
  witness: number[];
}

/**
 * The score of the tree whose preorder is `pre` (in-order 0..N-1), or null when no such tree has that
 * preorder. An empty subtree scores 1, a single node its value, any other node left x right + value.
 */
export function treeScore(d: readonly number[], pre: readonly number[]): bigint | null {
  let next = 0;
  let ok = true;
  const walk = (l: number, r: number): bigint => {
    if (l > r || !ok) return 1n;
    const root = pre[next++]!;
    if (root < l || root > r) {
      ok = false;
      return 1n;
    }
    const left = walk(l, root - 1);
    const right = walk(root + 1, r);
    return l === r ? BigInt(d[root]!) : left * right + BigInt(d[root]!);
  };
  const score = walk(0, d.length - 1);
  return ok ? score : null;
}

/** Exact interval DP over the root of each in-order stretch. */
export function bestTree(d: readonly number[]): { best: bigint; witness: number[] } {
  const n = d.length;
  const f: bigint[][] = Array.from({ length: n + 1 }, () => new Array<bigint>(n + 1).fill(1n));
  const root: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(-1));
  const at = (l: number, r: number) => (l > r ? 1n : f[l]![r]!);
  for (let len = 1; len <= n; len++) {
    for (let l = 0; l + len - 1 < n; l++) {
      const r = l + len - 1;
      if (len === 1) {
        f[l]![r] = BigInt(d[l]!);
        root[l]![r] = l;
        continue;
      }
      let best = -1n;
      for (let k = l; k <= r; k++) {
        const v = at(l, k - 1) * at(k + 1, r) + BigInt(d[k]!);
        if (v > best) {
          best = v;
          root[l]![r] = k;
        }
      }
      f[l]![r] = best;
    }
  }
  const witness: number[] = [];
  const emit = (l: number, r: number) => {
    if (l > r) return;
    const k = root[l]![r]!;
    witness.push(k);
    emit(l, k - 1);
    emit(k + 1, r);
  };
  emit(0, n - 1);
  return { best: at(0, n - 1), witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "weighted-binary-tree",
  rlveId: "WeightedBinaryTree",
  category: "optimization/NP-hard construction",
  version: 6,
  title: "Binary tree with a fixed in-order traversal maximising a product score; answer its preorder",
  answerKind: "any-optimal",

  // At least 4 nodes: 3 nodes have two tree values only (root in the middle, or at either end with equal
  // scores), so one constant answer wins at least half the problems.
  params: (level) => ({ n: Math.max(4, afterUpdates(3, level, grow.mul1_1plus1)) }),
  generate({ n: minN }, rng) {
    // At 4 and 5 nodes one tree ("2 0 1 3", "2 0 1 3 4") was optimal in 36% of the problems (4,000 draws);
    // drawing the size in [N, N + 1] there splits the answers between two sizes: 18%.
    const n = minN <= 5 ? rng.int(minN, minN + 1) : minN;
    // Many values of 1 make chains competitive with balanced shapes. The share of 1s and the largest value
    // are set per size so that no one tree wins often (best constant tree over 400 draws: 36% at 4 nodes
    // with half 1s, 33% at 5 nodes with a fifth of 1s and values to 30, 20% at 6 nodes), without redraws.
    const ones = n <= 4 ? 0.5 : n === 5 ? 0.2 : 0.3;
    const top = n === 5 ? 30 : 10;
    const d = Array.from({ length: n }, () => (rng.bool(ones) ? 1 : rng.int(1, top)));
    const { best, witness } = bestTree(d);
    return { d, best: best.toString(), witness };
  },

  prompt: ({ d }) =>
    `Build a binary tree on the nodes 0 to ${d.length - 1} whose in-order traversal visits the nodes in increasing ` +
    "order (every node is greater than the nodes of its left subtree and smaller than those of its right subtree). " +
    "Node i has value d[i]:\n" +
    d.map((v, i) => `node ${i}: ${v}`).join("\n") +
    "\n\nThe score of a subtree is: 1 if it is empty; d[i] if it is the single node i; otherwise (score of the " +
    "left subtree) x (score of the right subtree) + d[root]. Make the score of the whole tree as large as " +
    "possible.\nAnswer with the preorder traversal of your tree (root, then left subtree, then right subtree), " +
    "the node numbers separated by spaces.",
  // 1 2 ... N-1 0 is no preorder (N >= 3): never an answer. An example chosen by the optimum (a chain unless
  // that chain is optimal) would tell which answer it is.
  answerExample: ({ d }) => [...d.map((_, i) => i).slice(1), 0].join(" "),

  parse: (text) => parseIntList(text),

  score(pre, { d, best }) {
    const pos = readPermutation(pre, d.length);
    if (typeof pos === "string") return invalid(pos);
    const score = treeScore(d, pre);
    // A permutation that is no such preorder scores 0, as in RLVE-Gym (a list that is no permutation -0.5).
    if (score === null)
      return invalid("this is not the preorder of a tree whose in-order traversal is 0..N-1", 0);
    return maximisationRatio(score, BigInt(best));
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ d, best, witness }) {
    const n = d.length;
    const out: string[] = [];
    for (const pre of [d.map((_, i) => i), d.map((_, i) => n - 1 - i)]) {
      if (treeScore(d, pre)?.toString() !== best) out.push(pre.join(" "));
    }
    // The root followed by the right part before the left one: not a preorder for this in-order.
    const k = witness[0]!;
    if (k > 0 && k < n - 1) {
      const right = witness.filter((v) => v > k);
      const left = witness.filter((v) => v < k);
      out.push([k, ...right, ...left].join(" "));
    }
    out.push([witness[0], ...witness.slice(0, -1)].join(" ")); // a node twice
    return out;
  },

  size: ({ d }) => d.length,
});

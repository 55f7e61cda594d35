// Build the FBI tree of a binary string (recursive halving, nodes typed F/B/I) and output its postorder types.
// RLVE: FBI_BinaryTree
import { afterUpdates, defineEnv, FormatError, fraction, grow, invalid } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  answer: string;
}

/**
 * N stops growing here: the string has 2^N characters and the answer 2^(N+1) - 1. RLVE-Gym reaches N = 14 at
 * level 12 (a 16,384-character string, a 32,767-letter answer). Nothing algorithmic stops us (the tree is
 * linear to build); the cap is a choice: at N = 12 the answer is already 8,191 letters, more than most
 * training runs let a model write, and a larger N tests copying rather than reasoning.
 */
const MAX_N = 12;

/** Postorder node types of the FBI tree of s (|s| a power of two). */
export function fbiPostorder(s: string): string {
  const walk = (t: string): string => {
    const own = !t.includes("1") ? "B" : !t.includes("0") ? "I" : "F";
    if (t.length === 1) return own;
    const h = t.length / 2;
    return walk(t.slice(0, h)) + walk(t.slice(h)) + own;
  };
  return walk(s);
}

export default defineEnv<Params, Instance, string>({
  id: "fbi-binary-tree",
  rlveId: "FBI_BinaryTree",
  category: "string algorithms",
  version: 2,
  title: "Postorder of the FBI tree of a binary string",
  answerKind: "unique",

  params: (level) => ({ n: Math.min(MAX_N, afterUpdates(2, level, grow.plus1)) }),

  generate({ n }, rng) {
    const len = 2 ** n;
    const chars: string[] = [];
    while (chars.length < len) {
      const run = 2 ** rng.int(0, Math.max(0, n - 2));
      const c = rng.bool() ? "1" : "0";
      for (let i = 0; i < run && chars.length < len; i++) chars.push(c);
    }
    const s = chars.join("");
    return { s, answer: fbiPostorder(s) };
  },

  prompt: ({ s }) =>
    `S = ${s} (length ${s.length})\n\nClassify binary strings by type: B if they contain only 0s, I if they ` +
    "contain only 1s, and F if they contain both. The FBI tree of S is built recursively: its root stands for S; " +
    "a node standing for a string T of length greater than 1 has a left child standing for the first half of T " +
    "and a right child standing for the second half; a node for a single character is a leaf. Each node is " +
    "labelled with the type of its string.\n\nList the labels of all nodes in postorder (left subtree, right " +
    `subtree, then the node itself). Answer with the ${2 * s.length - 1} letters written together with no spaces.`,

  parse(text) {
    const t = text.trim().replace(/\s+/g, "");
    if (!/^[FBI]{1,100000}$/.test(t)) throw new FormatError("expected a string of the letters F, B and I");
    return t;
  },

  score(answer, { answer: gold }) {
    if (answer.length !== gold.length)
      return invalid(`expected ${gold.length} letters, got ${answer.length}`);
    const right = [...gold].filter((c, i) => answer[i] === c).length;
    return fraction(right, gold.length, 5, "nodes");
  },

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const last = answer[answer.length - 1] === "F" ? "B" : "F";
    const out = [answer.slice(0, -1) + last, `${answer}F`];
    const rev = [...answer].reverse().join("");
    if (rev !== answer) out.push(rev);
    return out;
  },

  size: ({ s }) => s.length,
});

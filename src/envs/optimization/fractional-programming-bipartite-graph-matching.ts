// Find a permutation P maximising sum A[i][P[i]] / sum B[i][P[i]] (a fractional assignment). RLVE: FractionalProgramming_BipartiteGraphMatching.
import { afterUpdates, defineEnv, grow, invalid, parseIntList } from "../../core/kit.ts";
import { assignmentRatio, bestRatioAssignment, type Ratio, ratioVerdict } from "../../lib/fractional-opt.ts";
import { readPermutation } from "../../lib/selection.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[][];
  b: number[][];
  best: Ratio;
  /** One optimal permutation: row i takes column witness[i]. */
  witness: number[];
}

const matrixLines = (name: string, m: number[][]) => `${name}:\n${gridLines(m, " ")}`;

export default defineEnv<Params, Instance, number[]>({
  id: "fractional-programming-bipartite-graph-matching",
  rlveId: "FractionalProgramming_BipartiteGraphMatching",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Permutation maximising the ratio of two matrices' sums along it (fractional assignment)",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const cell = () => rng.int(1, 10 * n);
    const a = Array.from({ length: n }, () => Array.from({ length: n }, cell));
    const b = Array.from({ length: n }, () => Array.from({ length: n }, cell));
    const { col, ratio } = bestRatioAssignment(a, b);
    return { a, b, best: ratio, witness: col };
  },

  prompt: ({ a, b }) =>
    `You are given two ${a.length} x ${a.length} matrices A and B of positive integers (rows and columns numbered 0 to ${a.length - 1}; row i is the i-th line).\n` +
    `${matrixLines("A", a)}\n\n${matrixLines("B", b)}\n\n` +
    `Find a permutation P[0], ..., P[${a.length - 1}] of 0..${a.length - 1} that makes (A[0][P[0]] + ... + A[${a.length - 1}][P[${a.length - 1}]]) / (B[0][P[0]] + ... + B[${a.length - 1}][P[${a.length - 1}]]) as large as possible.\n` +
    "Answer with P[0], P[1], ... separated by spaces.",
  answerExample: ({ a }) => a.map(() => a.length).join(" "),

  parse: (text) => parseIntList(text),

  score(p, { a, b, best }) {
    const pos = readPermutation(p, a.length);
    if (typeof pos === "string") return invalid(pos);
    return ratioVerdict(assignmentRatio(p, a, b), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, b, best, witness }) {
    const n = a.length;
    const out = [witness.slice(1).join(" "), [...witness.slice(1), witness[1]].join(" "), `${n}`];
    // A transposition of the optimum, kept when its ratio is strictly worse.
    for (let i = 0; i < n && out.length < 4; i++) {
      for (let j = i + 1; j < n; j++) {
        const p = [...witness];
        [p[i], p[j]] = [p[j]!, p[i]!];
        const r = assignmentRatio(p, a, b);
        if (r.num * best.den < best.num * r.den) {
          out.push(p.join(" "));
          break;
        }
      }
    }
    return out;
  },

  size: ({ a }) => a.length,
});

// Pick two positions i < j of an array minimising (A[i] AND A[j]) XOR (A[i] OR A[j]). RLVE: MinXorPair.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
  bits: number;
}

interface Instance {
  values: number[];
  best: number;
  /** An optimal pair (0-based, i < j). */
  witness: [number, number];
}

const objective = (a: number, b: number) => ((a & b) ^ (a | b)) >>> 0;

export default defineEnv<Params, Instance, number[]>({
  id: "min-xor-pair",
  rlveId: "MinXorPair",
  category: "number theory",
  version: 2,
  title: "Pair of array elements minimising (a AND b) XOR (a OR b)",
  answerKind: "any-optimal",

  params(level) {
    const n = afterUpdates(3, level, grow.mul1_1plus1);
    let bits = 1;
    while (2 ** bits <= 2 * n) bits++;
    return { n, bits };
  },

  generate({ n, bits }, rng) {
    const values = rng.distinctInts(0, 2 ** bits - 1, n);
    const order = values.map((_, i) => i).sort((x, y) => values[x]! - values[y]!);
    let best = Number.POSITIVE_INFINITY;
    let witness: [number, number] = [0, 1];
    for (let k = 1; k < n; k++) {
      const i = order[k - 1]!;
      const j = order[k]!;
      const v = objective(values[i]!, values[j]!);
      if (v < best) {
        best = v;
        witness = i < j ? [i, j] : [j, i];
      }
    }
    return { values, best, witness };
  },

  prompt: ({ values }) =>
    `You are given an array A of ${values.length} non-negative integers, indexed from 0:\n` +
    values.map((v, i) => `A[${i}]=${v}`).join(" ") +
    "\n\nChoose two indices i < j minimising (A[i] AND A[j]) XOR (A[i] OR A[j]), where AND, OR and XOR are bitwise.\n" +
    "Answer with the two indices i and j separated by a space.",

  parse: (text) => parseIntList(text, { length: 2 }),

  score([i, j], { values, best }) {
    const n = values.length;
    if (i! < 0 || j! >= n || i! >= j!) return invalid("the indices must satisfy 0 <= i < j < N");
    return minimisationRatio(objective(values[i!]!, values[j!]!), best, 5);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ values, best, witness }) {
    const n = values.length;
    const out = [`${witness[1]} ${witness[0]}`, `${witness[0]} ${n}`];
    for (let i = 0; i < n && out.length < 4; i++)
      for (let j = i + 1; j < n && out.length < 4; j++)
        if (objective(values[i]!, values[j]!) > best) out.push(`${i} ${j}`);
    return out;
  },

  size: ({ values }) => values.length,
});

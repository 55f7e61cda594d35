// Subset sum: pick distinct indices whose values add up exactly to the target. RLVE: SubsetSum.
import { afterUpdates, correct, defineEnv, grow, invalid, parseIntList, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  target: number;
  /** A planted subset (0-based, ascending) reaching the target. */
  witness: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "subset-sum",
  rlveId: "SubsetSum",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Subset sum: choose items adding up exactly to a target",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const values = Array.from({ length: n }, () => rng.int(1, 4 * n));
    const k = rng.int(1, Math.max(1, n - 1));
    const witness = rng.sample(
      Array.from({ length: n }, (_, i) => i),
      k,
    );
    witness.sort((a, b) => a - b);
    const target = witness.reduce((s, i) => s + values[i]!, 0);
    return { values, target, witness };
  },

  prompt: ({ values, target }) =>
    `You are given ${values.length} integers A[0] to A[${values.length - 1}]:\n` +
    values.map((v, i) => `A[${i}] = ${v}`).join("\n") +
    `\n\nChoose a set of distinct indices i such that the sum of the chosen A[i] is exactly ${target}.\n` +
    "Answer with the chosen indices separated by spaces, in any order.",

  parse: (text) => parseIntList(text),

  score(chosen, { values, target }) {
    const seen = new Set<number>();
    let sum = 0;
    for (const i of chosen) {
      if (i < 0 || i >= values.length) return invalid(`index ${i} does not exist`);
      if (seen.has(i)) return invalid(`index ${i} is chosen twice`);
      seen.add(i);
      sum += values[i]!;
    }
    return sum === target ? correct(`the sum is ${target}`) : wrong(`the sum is ${sum}, not ${target}`);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ values, witness }) {
    const out = [witness.slice(1).join(" ")];
    out.push(`${witness.join(" ")} ${values.length}`);
    out.push(`${witness.join(" ")} ${witness[0]}`);
    const outside = values.findIndex((_, i) => !witness.includes(i));
    if (outside >= 0) out.push([...witness, outside].join(" "));
    return out;
  },

  size: ({ values }) => values.length,
});

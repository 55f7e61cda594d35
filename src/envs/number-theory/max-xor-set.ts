// Choose a subset of numbers whose XOR is as large as possible. RLVE: MaxXorSet
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { maxXorSubset } from "../../lib/number-theory-counting.ts";

interface Params {
  n: number;
  bits: number;
}

interface Instance {
  values: number[];
  best: number;
  witness: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "max-xor-set",
  rlveId: "MaxXorSet",
  category: "number theory",
  split: "held-out",
  version: 2,
  title: "A subset with the largest XOR",
  answerKind: "any-optimal",

  params(level) {
    const n = afterUpdates(3, level, grow.mul1_1plus1);
    let bits = 1;
    while (2 ** bits - 2 < 2 * n) bits++;
    return { n, bits };
  },

  generate({ n, bits }, rng) {
    const values = rng.distinctInts(1, 2 ** bits - 1, n);
    const { best, indices } = maxXorSubset(values);
    return { values, best, witness: indices };
  },

  prompt: ({ values }) =>
    `You are given ${values.length} numbers, indexed from 0 to ${values.length - 1}:\n` +
    values.map((v, i) => `A[${i}] = ${v}`).join("\n") +
    "\n\nChoose a non-empty set of distinct indices so that the bitwise XOR of the chosen numbers is as large as possible.\n" +
    "Answer with the chosen indices separated by spaces.",

  parse: (text) => parseIntList(text),

  score(chosen, { values, best }) {
    if (chosen.length === 0) return invalid("no index chosen");
    const seen = new Set<number>();
    let x = 0;
    for (const i of chosen) {
      if (i < 0 || i >= values.length) return invalid(`index ${i} does not exist`);
      if (seen.has(i)) return invalid(`index ${i} is chosen twice`);
      seen.add(i);
      x ^= values[i]!;
    }
    return maximisationRatio(x, best, 5);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ values, witness }) {
    const out = [`${witness.join(" ")} ${values.length}`, `${witness.join(" ")} ${witness[0]}`];
    if (witness.length > 1) out.push(witness.slice(1).join(" "));
    else out.push(String((witness[0]! + 1) % values.length));
    return out;
  },

  size: ({ values }) => values.length,
});

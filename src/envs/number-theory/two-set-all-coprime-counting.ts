// Count ordered pairs of disjoint subsets (S, T) of a set with every cross pair coprime. RLVE: TwoSet_AllCoprime_Counting.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countCoprimeSetPairs } from "../../lib/multiplicative.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "two-set-all-coprime-counting",
  rlveId: "TwoSet_AllCoprime_Counting",
  category: "number theory",
  version: 1,
  title: "Count pairs of disjoint subsets whose cross pairs are all coprime",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(8, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const values = rng.distinctInts(2, 4 * n, n).sort((a, b) => a - b);
    return { values, answer: countCoprimeSetPairs(values).toString() };
  },

  prompt: ({ values }) =>
    `You are given the set of ${values.length} integers {${values.join(", ")}}.\n` +
    "Count the ordered pairs (S, T) of subsets of this set such that S and T are disjoint (either may be empty) and " +
    "gcd(s, t) = 1 for every s in S and every t in T.\n\n" +
    "Answer with that count as one integer (exact, in decimal).",
  answerExample: "1234",

  parse: (text) => parseCount(text),

  score: (x, { answer }) => closeness(x, BigInt(answer), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const a = BigInt(answer);
    return [(a + 1n).toString(), (a - 1n).toString(), (a * 2n).toString()];
  },

  size: ({ values }) => values.length,
});

// Count arrays B with A[i]&B[i] non-decreasing and A[i]|B[i] non-increasing. RLVE: AndOr_Sequence_Counting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { andOrSequenceCount } from "../../lib/counting-dp.ts";

interface Params {
  n: number;
  /** RLVE-Gym's M_list: the bit width, drawn per problem. */
  m: number[];
}

interface Instance {
  m: number;
  a: number[];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "and-or-sequence-counting",
  rlveId: "AndOr_Sequence_Counting",
  category: "combinatorial counting",
  version: 2,
  title: "Count arrays whose AND with A rises and whose OR with A falls",
  answerKind: "unique",

  params: (level) => ({
    n: afterUpdates(2, level, grow.mul1_1plus1),
    m: Array.from({ length: 20 }, (_, i) => i + 1),
  }),

  // RLVE-Gym's generator: M drawn from 1..20, every A[i] uniform in [0, 2^M).
  generate({ n, m: widths }, rng) {
    const m = rng.pick(widths);
    const a = Array.from({ length: n }, () => rng.int(0, (1 << m) - 1));
    return { m, a, answer: String(andOrSequenceCount(a, m)) };
  },

  prompt: ({ m, a }) =>
    `You are given an array A of ${a.length} integers (indices 0 to ${a.length - 1}), each in [0, ${2 ** m}):\n` +
    `A = ${a.join(" ")}\n\n` +
    `Count the arrays B of ${a.length} integers, each in [0, ${2 ** m}) (that is, ${m}-bit numbers), such that for every ` +
    "index i >= 1 both (A[i] AND B[i]) >= (A[i-1] AND B[i-1]) and (A[i] OR B[i]) <= (A[i-1] OR B[i-1]) hold, " +
    "where AND and OR are bitwise and the comparisons are between the integer values.\n\n" +
    "Answer with that count as a single integer.",
  answerExample: "1024",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ a, m }) => a.length * m,
});

// Given d in binary, the minimum over n >= 0 of popcount(n XOR (n + d)). RLVE: DeltaMinPopcount
import { afterUpdates, correct, defineEnv, grow, parseCount, type Rng, wrong } from "../../core/kit.ts";
import { deltaMinPopcount } from "../../lib/number-theory-counting.ts";

interface Params {
  digits: number;
}

interface Instance {
  d: string;
  answer: number;
}

/**
 * A number of exactly `digits` binary digits (at least 2) built from its non-adjacent form with a weight
 * drawn uniformly: the minimum is that weight, so the answers spread by construction (with random bits "2"
 * was right in 42% of the problems at level 1, and 16 redraws per problem were needed). The form's top digit
 * is +1 at position digits - 1 (the next non-zero digit then positive) or at position digits (the next one
 * negative, at least one); the other non-zero digits sit at non-adjacent positions below it, signs random.
 */
function withNafWeight(digits: number, rng: Rng): string {
  const half = (k: number) => Math.ceil(k / 2); // most non-adjacent positions among k
  const weight = rng.int(1, 1 + half(digits - 1));
  const top =
    weight === 1 ? digits - 1 : weight - 1 > half(digits - 2) ? digits : rng.int(digits - 1, digits);
  // weight - 1 non-adjacent positions in [0, top - 2]: distinct sorted picks from a range shortened by the gaps
  const picks = rng.distinctInts(0, top - 1 - (weight - 1), weight - 1).sort((a, b) => a - b);
  const signed = new Array<number>(top + 1).fill(0);
  signed[top] = 1;
  picks.forEach((p, i) => {
    signed[p + i] = i === picks.length - 1 ? (top === digits ? -1 : 1) : rng.bool(0.5) ? 1 : -1;
  });
  let bits = "";
  let carry = 0;
  for (let i = 0; i <= top; i++) {
    const t = signed[i]! + carry;
    const bit = t & 1;
    carry = (t - bit) / 2;
    bits = (bit ? "1" : "0") + bits;
  }
  return bits.replace(/^0+/, "");
}

export default defineEnv<Params, Instance, bigint>({
  id: "delta-min-popcount",
  rlveId: "DeltaMinPopcount",
  category: "number theory",
  version: 7,
  title: "Minimum popcount of n XOR (n + d)",
  answerKind: "unique",

  // At least 6 digits: the answer (the weight, uniform in [1, 1 + ceil((digits - 1) / 2)]) takes 3 values with
  // 4 or 5 digits, so one was right in a third of the problems (34.5% at 200 seeds); 6 digits give 4 values.
  params: (level) => ({ digits: Math.max(6, afterUpdates(4, level, grow.mul1_1plus1)) }),

  generate({ digits }, rng) {
    const d = withNafWeight(digits, rng);
    return { d, answer: deltaMinPopcount(d) };
  },

  prompt: ({ d }) =>
    `Let d be the number written in binary as ${d}. Over all integers n >= 0, what is the minimum number of 1 bits ` +
    "in the binary representation of n XOR (n + d), where XOR is the bitwise exclusive or?\n\n" +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`the minimum is not ${answer}`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer - 1, answer + 2].filter((v) => v >= 0).map(String),

  size: ({ d }) => d.length,
});

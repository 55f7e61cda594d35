// Fewest Fibonacci numbers, each added or subtracted, whose signed sum is K. RLVE: MinimumFibonacciRepresentation
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { minFibonacciTerms } from "../../lib/number-theory-counting.ts";

interface Params {
  maxK: number;
}

interface Instance {
  k: number;
  answer: number;
}

const maxKOf = (level: number) => afterUpdates(15, level, grow.mul1_5);
/** Up to this maxK every K is enumerated: the answer is drawn uniformly among its values, then K among those. */
const ENUMERATE = 5000;

export default defineEnv<Params, Instance, bigint>({
  id: "minimum-fibonacci-representation",
  rlveId: "MinimumFibonacciRepresentation",
  category: "number theory",
  version: 4,
  title: "Fewest signed Fibonacci terms summing to K",
  answerKind: "unique",
  // The answers concentrate on a few values (the shortcut audit: with K uniform and 8 balancing draws, "2"
  // was right in 71% of the audited problems at level 3, the rare largest answer seldom being drawn). Up to
  // ENUMERATE the generator draws the answer uniformly among the values it takes; above, 8 draws flatten it.
  balanceDraws: (level) => (maxKOf(level) <= ENUMERATE ? 1 : 8),

  params: (level) => ({ maxK: maxKOf(level) }),

  generate({ maxK }, rng) {
    if (maxK <= ENUMERATE) {
      const byAnswer = new Map<number, number[]>();
      for (let k = 1; k <= maxK; k++) {
        const a = minFibonacciTerms(k);
        const ks = byAnswer.get(a);
        if (ks) ks.push(k);
        else byAnswer.set(a, [k]);
      }
      const answers = [...byAnswer.keys()].sort((x, y) => x - y);
      const k = rng.pick(byAnswer.get(rng.pick(answers))!);
      return { k, answer: minFibonacciTerms(k) };
    }
    const k = rng.int(1, maxK);
    return { k, answer: minFibonacciTerms(k) };
  },

  prompt: ({ k }) =>
    "The Fibonacci numbers are 1, 2, 3, 5, 8, 13, 21, ... (each is the sum of the two before). " +
    `Write ${k} as a sum of terms, each term being +F or -F for some Fibonacci number F (the same number may be used ` +
    "more than once). What is the smallest possible number of terms?\n\n" +
    "Answer with a single positive integer.",

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`the minimum is not ${answer}`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer - 1, answer + 2].filter((v) => v >= 0).map(String),

  size: ({ k }) => k,
});

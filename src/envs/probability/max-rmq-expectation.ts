// Random array over 1..X: expected value of the maximum over given intervals of the interval minimum, modulo a prime. RLVE: MaxRMQExpectation.
import { afterUpdates, defineEnv, grow, parseBigInt } from "../../core/kit.ts";
import { residueInstruction, residueNearMisses, scoreResidue } from "../../lib/answers.ts";
import { MOD998, maxRmqExpectation } from "../../lib/expectation.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  x: number;
  /** 1-based inclusive intervals. */
  intervals: Array<[number, number]>;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "max-rmq-expectation",
  rlveId: "MaxRMQExpectation",
  category: "probability/expectation",
  version: 1,
  title: "Expected maximum of interval minima of a random array, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(2, level, grow.plus1) }),

  generate({ n }, rng) {
    const x = rng.int(2, n + 2);
    const count = rng.int(1, n);
    const intervals: Array<[number, number]> = [];
    for (let i = 0; i < count; i++) {
      const l = rng.int(1, n);
      intervals.push([l, rng.int(l, n)]);
    }
    const answer = maxRmqExpectation(
      n,
      x,
      intervals.map(([l, r]) => [l - 1, r - 1]),
      MOD998,
    );
    return { n, x, intervals, mod: MOD998, answer };
  },

  prompt: ({ n, x, intervals, mod }) =>
    `An array A[1..${n}] is filled with independent values, each uniformly random among the integers 1 to ${x}. ` +
    `For the following ${intervals.length} intervals [l, r], take the minimum of A[l..r]:\n` +
    intervals.map(([l, r]) => `[${l}, ${r}]`).join("\n") +
    "\n\nThe score of the array is the largest of these minima. What is the expected score? " +
    residueInstruction(mod),
  answerExample: "123456789",

  parse: (text) => parseBigInt(text, 40),
  score: (answer, { answer: want, mod }) => scoreResidue(answer, want, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => residueNearMisses(answer, mod),
  size: ({ n, intervals }) => n + intervals.length,
});

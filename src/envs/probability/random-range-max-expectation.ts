// Q random subarray "set to maximum" operations on an array: for every position, the expected final value times the number of outcomes, modulo a prime. RLVE: RandomRangeMaxExpectation.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseBigIntList } from "../../core/kit.ts";
import { MOD998, randomRangeMaxScaled } from "../../lib/expectation.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  q: number;
  mod: number;
  answer: number[];
}

export default defineEnv<Params, Instance, bigint[]>({
  id: "random-range-max-expectation",
  rlveId: "RandomRangeMaxExpectation",
  category: "probability/expectation",
  version: 1,
  title: "Expected values after random subarray set-to-maximum operations, scaled by the outcome count",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const values = Array.from({ length: n }, () => rng.int(1, 2 * n));
    const q = rng.int(1, n);
    return { values, q, mod: MOD998, answer: randomRangeMaxScaled(values, q, MOD998) };
  },

  prompt: ({ values, q, mod }) => {
    const n = values.length;
    const t = (n * (n + 1)) / 2;
    return (
      `An array A[1..${n}] starts as:\n${values.join(" ")}\n\n` +
      `The following operation is performed ${q} time(s): choose a pair (l, r) with 1 <= l <= r <= ${n} uniformly at random ` +
      `among all ${t} such pairs (independently each time), then set every element of A[l..r] to the maximum of A[l..r].\n\n` +
      `For each position i, let E[i] be the expected final value of A[i]. Then E[i]·${t}^${q} is an integer (the sum of the ` +
      `final A[i] over all ${t}^${q} equally likely sequences of choices). Output E[1]·${t}^${q}, ..., E[${n}]·${t}^${q}, ` +
      `each modulo ${mod}, as ${n} integers in [0, ${mod}) separated by spaces.`
    );
  },
  answerExample: "12 345 6789",

  parse: (text) => parseBigIntList(text, { maxTokens: 10_000 }),

  score(answer, { answer: want, mod }) {
    if (answer.length !== want.length)
      return invalid(`expected ${want.length} integers, got ${answer.length}`);
    if (answer.some((v) => v < 0n || v >= BigInt(mod))) return invalid(`every value must lie in [0, ${mod})`);
    const right = answer.filter((v, i) => v === BigInt(want[i]!)).length;
    return fraction(right, want.length, 3, "positions");
  },

  reference: ({ answer }) => answer.join(" "),

  wrongAnswers({ answer, mod }, rng) {
    const i = rng.int(0, answer.length - 1);
    const bumped = answer.slice();
    bumped[i] = (bumped[i]! + 1) % mod;
    return [bumped.join(" "), answer.slice(0, -1).join(" "), answer.map((v) => (v + 1) % mod).join(" ")];
  },

  size: ({ values, q }) => values.length * q,
});

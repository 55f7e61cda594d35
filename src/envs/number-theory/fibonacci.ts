// The N-th term of a linear recurrence A[n] = P*A[n-1] + Q*A[n-2] modulo m, by matrix power. RLVE: Fibonacci
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { linearRecurrenceTerm } from "../../lib/number-theory-counting.ts";

interface Params {
  maxN: number;
}

interface Instance {
  a0: number;
  a1: number;
  p: number;
  q: number;
  n: number;
  m: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "fibonacci",
  rlveId: "Fibonacci",
  category: "number theory",
  version: 2,
  title: "The N-th term of a two-term linear recurrence modulo m",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(3, level, grow.mul2) }),

  generate({ maxN }, rng) {
    const n = rng.int(2, maxN);
    const m = rng.int(2, 10000);
    const p = rng.int(1, 9);
    const q = rng.int(1, 9);
    const a0 = rng.int(0, m - 1);
    const a1 = rng.int(0, m - 1);
    return { a0, a1, p, q, n, m, answer: linearRecurrenceTerm(a0, a1, p, q, n, m) };
  },

  prompt: ({ a0, a1, p, q, n, m }) =>
    `A sequence is defined by A[0] = ${a0}, A[1] = ${a1}, and A[n] = ${p} * A[n-1] + ${q} * A[n-2] for n >= 2.\n` +
    `Compute A[${n}] modulo ${m}.\n\n` +
    `Answer with a single integer in the range [0, ${m - 1}].`,

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`A[n] mod m is not ${answer}`),

  reference: ({ answer }) => String(answer),

  wrongAnswers({ answer, m }) {
    return [(answer + 1) % m, (answer + m - 1) % m, answer + m]
      .filter((v, i, all) => v !== answer && all.indexOf(v) === i)
      .map(String);
  },

  size: ({ n }) => n,
});

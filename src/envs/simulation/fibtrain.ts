// A train's boarding follows a Fibonacci rule; from the count alighting at the last station, find the load after station X. RLVE: Fibtrain.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, wrong } from "../../core/kit.ts";

interface Params {
  maxN: number;
}

interface Instance {
  a: string;
  n: number;
  /** Passengers who alight at station n (everyone on board). */
  last: string;
  x: number;
  answer: string;
}

/** Passengers on board after each station 1..n-1 when a board at station 1 and b at station 2. */
export function loads(a: bigint, b: bigint, n: number): bigint[] {
  const up = [0n, a, b];
  const on = [0n, a, a];
  for (let i = 3; i < n; i++) {
    up[i] = up[i - 1]! + up[i - 2]!;
    on[i] = on[i - 1]! + up[i]! - up[i - 1]!;
  }
  return on.slice(1, n);
}

export default defineEnv<Params, Instance, bigint>({
  id: "fibtrain",
  rlveId: "Fibtrain",
  category: "program simulation",
  version: 3,
  title: "Fibonacci train: passengers on board after a station",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(5, level, grow.mul1_1plus1) }),

  // The asked station x is in 4..n-2: the load after station 3 is twice the first boarding (2a) and the
  // load after station n-1 is the stated final count, so asking either needs no reasoning.
  generate({ maxN }, rng) {
    const n = rng.int(6, Math.max(7, maxN + 2));
    const a = BigInt(rng.int(1, 10 * n));
    const b = BigInt(rng.int(1, 10 * n));
    const on = loads(a, b, n);
    const x = rng.int(4, n - 2);
    return { a: a.toString(), n, last: on[n - 2]!.toString(), x, answer: on[x - 1]!.toString() };
  },

  prompt: ({ a, n, last, x }) =>
    `A train runs through stations 1 to ${n}. At station 1, ${a} passengers board. At station 2, some ` +
    "unknown number of passengers board and the same number get off, so the load does not change. From " +
    "station 3 on (up to station " +
    `${n - 1}), the number who board equals the sum of the numbers who boarded at the previous two ` +
    "stations, and the number who get off equals the number who boarded at the previous station. At the " +
    `last station, ${n}, all ${last} passengers on board get off.\n\n` +
    `How many passengers are on the train when it leaves station ${x}?\n\nAnswer with a single integer.`,
  // Never right: the train always carries the passengers who boarded at station 1.
  answerExample: "0",

  parse: (text) => parseBigInt(text),

  score: (answer, inst) => (answer === BigInt(inst.answer) ? correct() : wrong("wrong passenger count")),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => [(BigInt(answer) + 1n).toString(), (BigInt(answer) - 1n).toString()],

  size: ({ n }) => n,
});

// Count sequences with A[i] <= R[i] where each value stays on the same side of every earlier value as the
// previous one did (within the nearest earlier values bracketing it), modulo MOD.
// RLVE: RangeShrinkingSequenceCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { modAnswerLine, modNearMisses, pickModulus, scoreModCount } from "../../lib/count-answer.ts";
import { noJumpSequenceCount } from "../../lib/sequence-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  r: number[];
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "range-shrinking-sequence-counting",
  rlveId: "RangeShrinkingSequenceCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count sequences whose values stay inside the brackets of earlier values, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const top = rng.int(2, n + 2);
    const r = Array.from({ length: n }, () => rng.int(1, top));
    const mod = pickModulus(rng);
    return { r, mod, answer: noJumpSequenceCount(r, mod) };
  },

  prompt: ({ r, mod }) =>
    `Count the sequences A[1..${r.length}] of positive integers with A[i] <= R[i] for every i, where\n` +
    `R = ${r.join(" ")}\n` +
    "and where every value stays between the nearest earlier values around the previous one: for every i >= 3 " +
    "and every j <= i - 2,\n- if A[j] <= A[i-1] then A[j] <= A[i], and\n- if A[j] >= A[i-1] then A[j] >= A[i].\n" +
    "(So A[i] lies in the closed interval from the largest earlier value A[j] <= A[i-1] to the smallest earlier " +
    `value A[j] >= A[i-1], j <= i - 2.) Give the count modulo ${mod}.\n\n${modAnswerLine(mod)}`,

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ r }) => r.length,
});

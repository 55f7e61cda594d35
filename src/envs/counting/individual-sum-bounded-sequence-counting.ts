// Count sequences whose first term is >= 1, later terms lie in [1, M] and whose total is at most N, modulo MOD.
// RLVE: IndividualSumBounded_SequenceCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import {
  modAnswerLine,
  modNearMisses,
  modulusExample,
  pickModulus,
  scoreModCount,
} from "../../lib/count-answer.ts";
import { individualSumBoundedCount } from "../../lib/sequence-counting.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  m: number;
  k: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "individual-sum-bounded-sequence-counting",
  rlveId: "IndividualSumBounded_SequenceCounting",
  category: "combinatorial counting",
  version: 5,
  title: "Count bounded-step sequences with a bounded total, modulo a prime",
  answerKind: "unique",
  // The ladder starts at N <= 8 (N >= 4), not the catalog's N <= 4: there the count was 1 in 62% of the
  // problems and took 16 redraws; now no redraws, best constant 26%.
  params: (level) => ({ maxN: afterUpdates(8, level, grow.mul2) }),

  generate({ maxN }, rng) {
    const mod = pickModulus(rng);
    const n = rng.int(4, maxN);
    const k = rng.int(2, Math.min(n, 40));
    const m = rng.int(1, Math.floor((n - 1) / (k - 1)));
    return { n, m, k, mod, answer: individualSumBoundedCount(n, m, k, mod) };
  },

  prompt: ({ n, m, k, mod }) =>
    `Count the sequences of ${k} positive integers X[1], X[2], ..., X[${k}] such that:\n` +
    `- X[1] >= 1;\n- every later term X[2], ..., X[${k}] lies in [1, ${m}];\n` +
    `- X[1] + X[2] + ... + X[${k}] <= ${n}.\n` +
    `(Here ${m} * ${k - 1} < ${n}.) Give the count modulo ${mod}.\n\n${modAnswerLine(mod)}`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ n }) => n,
});

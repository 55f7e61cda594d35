// Fill an N×M×L grid with a random permutation of 1..NML: probability that exactly K cells exceed every cell sharing a coordinate with them, modulo a prime. RLVE: Cube_FixedLocalMaximumCounting.
import { afterUpdates, defineEnv, grow, parseBigInt } from "../../core/kit.ts";
import { residueInstruction, residueNearMisses, scoreResidue } from "../../lib/answers.ts";
import { cubeLocalMaxProbability, MOD998 } from "../../lib/expectation.ts";

interface Params {
  maxNML: number;
}

interface Instance {
  n: number;
  m: number;
  l: number;
  k: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "cube-fixed-local-maximum-counting",
  rlveId: "Cube_FixedLocalMaximumCounting",
  category: "probability/expectation",
  version: 1,
  title: "Probability of exactly K cross-maxima in a random filling of a 3D grid, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ maxNML: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxNML }, rng) {
    const n = rng.int(2, maxNML);
    const m = rng.int(2, maxNML);
    const l = rng.int(2, maxNML);
    const k = rng.int(1, Math.min(n, m, l));
    return { n, m, l, k, mod: MOD998, answer: cubeLocalMaxProbability(n, m, l, k, MOD998) };
  },

  prompt: ({ n, m, l, k, mod }) =>
    `A box of ${n} × ${m} × ${l} cells has cells (x, y, z) with 1 <= x <= ${n}, 1 <= y <= ${m}, 1 <= z <= ${l}. ` +
    `The numbers 1, 2, ..., ${n * m * l} are written into the cells, one per cell, uniformly at random ` +
    "(every arrangement is equally likely). A cell is called dominant if its number is larger than the number of every other " +
    "cell that has the same x, or the same y, or the same z coordinate as it.\n\n" +
    `What is the probability that exactly ${k} cells are dominant? ${residueInstruction(mod)}`,
  answerExample: "123456789",

  parse: (text) => parseBigInt(text, 40),
  score: (answer, { answer: want, mod }) => scoreResidue(answer, want, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => residueNearMisses(answer, mod),
  size: ({ n, m, l }) => n * m * l,
});

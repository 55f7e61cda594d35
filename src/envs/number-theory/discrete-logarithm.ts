// Smallest y >= 0 with X^y = K (mod Z); larger valid exponents earn ratio credit. RLVE: DiscreteLogarithm
import { afterUpdates, defineEnv, grow, minimisationRatio, parseCount, wrong } from "../../core/kit.ts";
import { discreteLogSmallest } from "../../lib/number-theory-counting.ts";
import { modPow } from "../../lib/numtheory.ts";

interface Params {
  maxZ: number;
}

interface Instance {
  x: number;
  k: number;
  z: number;
  answer: number;
}

const holds = (y: bigint, { x, k, z }: Instance) => modPow(BigInt(x), y, BigInt(z)) === BigInt(k);

export default defineEnv<Params, Instance, bigint>({
  id: "discrete-logarithm",
  rlveId: "DiscreteLogarithm",
  category: "number theory",
  version: 2,
  title: "Smallest exponent y with X^y = K (mod Z)",
  answerKind: "any-optimal",

  params: (level) => ({ maxZ: afterUpdates(10, level, grow.mul1_2plus1) }),

  generate({ maxZ }, rng) {
    const z = rng.int(3, maxZ);
    const x = rng.int(2, z - 1);
    const y0 = rng.int(0, 2 * z);
    const k = Number(modPow(BigInt(x), BigInt(y0), BigInt(z)));
    return { x, k, z, answer: discreteLogSmallest(x, k, z) };
  },

  prompt: ({ x, k, z }) =>
    `Find the smallest integer y >= 0 such that ${x}^y ≡ ${k} (mod ${z}).\n\n` +
    "Answer with the single integer y (a larger y that also satisfies the congruence earns partial credit).",

  parse: (text) => parseCount(text, 100),

  score(y, inst) {
    if (!holds(y, inst)) return wrong(`${inst.x}^${y} is not ${inst.k} modulo ${inst.z}`);
    return minimisationRatio(y, inst.answer, 2);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers(inst) {
    const g = BigInt(inst.answer);
    const cands = [g + 1n, g > 0n ? g - 1n : g + 2n];
    let period = 0n;
    for (let t = 1n; t <= BigInt(inst.z) && period === 0n; t++) if (holds(g + t, inst)) period = t;
    if (period > 0n) cands.push(g + period);
    return cands.map(String);
  },

  size: ({ z }) => z,

  auditExceptions: [
    {
      check: "constant",
      levels: [0],
      measured: 0.542,
      reason:
        'not fixed yet (issue 14): at level 0 (parameters {maxZ:10}) the answer "1" is right in 54% of the audited problems (24 seeds up to level 10, 12 above); the generator needs a wider spread of answers there',
    },
  ],
});

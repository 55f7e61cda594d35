// The eventual value of the power tower 2^2^2^... modulo MOD. RLVE: SelfPowerSequenceMOD.
import { afterUpdates, correct, defineEnv, grow, invalid, parseBigInt, wrong } from "../../core/kit.ts";
import { powerTowerOfTwoMod } from "../../lib/multiplicative.ts";

interface Params {
  maxMod: number;
}

interface Instance {
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "self-power-sequence-mod",
  rlveId: "SelfPowerSequenceMOD",
  category: "number theory",
  version: 2,
  title: "Eventual value of the power tower 2^2^2^... modulo MOD",
  answerKind: "unique",

  params: (level) => ({ maxMod: afterUpdates(16, level, grow.mul2) }),

  generate({ maxMod }, rng) {
    const mod = rng.int(2, maxMod);
    return { mod, answer: powerTowerOfTwoMod(mod) };
  },

  prompt: ({ mod }) =>
    `Let T(1) = 2 and T(k+1) = 2^T(k), so T(2) = 4, T(3) = 16, T(4) = 65536, ... (a tower of k twos). ` +
    `The values T(k) modulo ${mod} become constant from some k on. What is that constant value?\n\n` +
    `Answer with one integer in [0, ${mod - 1}].`,

  parse: (text) => parseBigInt(text),

  score(x, { mod, answer }) {
    if (x < 0n || x >= BigInt(mod)) return invalid(`${x} is outside [0, ${mod - 1}]`);
    return x === BigInt(answer) ? correct() : wrong(`${x} is not the eventual value`);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ mod, answer }) => [String((answer + 1) % mod), String(answer + mod)],

  size: ({ mod }) => mod,
});

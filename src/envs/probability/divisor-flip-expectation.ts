// Lights toggled by divisor switches: press random switches until at most K presses suffice, then finish optimally; expected presses modulo a prime. RLVE: DivisorFlipExpectation.
import { afterUpdates, defineEnv, grow, parseBigInt } from "../../core/kit.ts";
import { residueInstruction, residueNearMisses, scoreResidue } from "../../lib/answers.ts";
import { divisorFlipExpectation, MOD998, rationalMod } from "../../lib/expectation.ts";

interface Params {
  n: number;
}

interface Instance {
  /** on[i] is the state of light i+1. */
  on: number[];
  k: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "divisor-flip-expectation",
  rlveId: "DivisorFlipExpectation",
  category: "probability/expectation",
  version: 1,
  title: "Expected presses of divisor-toggling switches under a random-then-optimal strategy, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const on = Array.from({ length: n }, () => rng.int(0, 1));
    if (!on.includes(1)) on[rng.int(0, n - 1)] = 1;
    const k = rng.int(0, Math.floor(n / 2));
    const value = divisorFlipExpectation(
      on.map((x) => x === 1),
      k,
    );
    return { on, k, mod: MOD998, answer: rationalMod(value, MOD998) };
  },

  prompt: ({ on, k, mod }) => {
    const n = on.length;
    return (
      `There are ${n} lights numbered 1 to ${n} and ${n} switches numbered 1 to ${n}. Pressing switch i flips the state ` +
      "(on to off, off to on) of every light j such that j divides i. The initial states (1 = on, 0 = off) of lights " +
      `1 to ${n} are:\n${on.join(" ")}\n\n` +
      "The goal is to turn every light off. Let c be the smallest number of presses that turns every light off from the " +
      `current states. The following is repeated: if c <= ${k}, the remaining lights are switched off with exactly c presses ` +
      `and the process ends; otherwise one of the ${n} switches is chosen uniformly at random and pressed, and c is recomputed.\n\n` +
      `What is the expected total number of presses? ${residueInstruction(mod)}`
    );
  },
  answerExample: "123456789",

  parse: (text) => parseBigInt(text, 40),
  score: (answer, { answer: want, mod }) => scoreResidue(answer, want, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => residueNearMisses(answer, mod),
  size: ({ on }) => on.length,
});

// Cards draw random weights, then are drawn with probability proportional to weight; probability that first-draw times respect tree-shaped order constraints, modulo a prime. RLVE: MoneyChargingGame.
import { afterUpdates, defineEnv, grow, parseBigInt } from "../../core/kit.ts";
import { residueInstruction, residueNearMisses, scoreResidue } from "../../lib/answers.ts";
import { MOD998, moneyChargingProbability } from "../../lib/expectation.ts";
import { randomTree } from "../../lib/graph.ts";

interface Params {
  n: number;
}

interface Instance {
  /** a[i] = [a1, a2, a3]: card i gets weight w with probability a_w / (a1 + a2 + a3). */
  a: number[][];
  /** 0-based pairs (u, v): card u must be drawn for the first time before card v. */
  constraints: Array<[number, number]>;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "money-charging-game",
  rlveId: "MoneyChargingGame",
  category: "probability/expectation",
  version: 1,
  title: "Probability that weighted first-draw times respect tree-shaped order constraints, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => {
      const row = [rng.int(0, 9), rng.int(0, 9), rng.int(0, 9)];
      if (row[0]! + row[1]! + row[2]! === 0) row[rng.int(0, 2)] = rng.int(1, 9);
      return row;
    });
    const constraints: Array<[number, number]> = randomTree(n, rng).map(([u, v]) =>
      rng.bool() ? [u, v] : [v, u],
    );
    return { a, constraints, mod: MOD998, answer: moneyChargingProbability(a, constraints, MOD998) };
  },

  prompt: ({ a, constraints, mod }) => {
    const n = a.length;
    return (
      `There are ${n} cards numbered 1 to ${n}. First, every card independently receives a weight W[i] in {1, 2, 3}: card i gets ` +
      "weight w with probability a_w / (a_1 + a_2 + a_3), where its (a_1, a_2, a_3) are:\n" +
      a.map((row, i) => `card ${i + 1}: ${row.join(" ")}`).join("\n") +
      "\n\nThen cards are drawn again and again with replacement: each draw picks card i with probability " +
      `W[i] / (W[1] + ... + W[${n}]). Let T[i] be the index of the first draw that picks card i.\n\n` +
      "What is the probability that all of the following hold?\n" +
      constraints.map(([u, v]) => `T[${u + 1}] < T[${v + 1}]`).join("\n") +
      `\n\n${residueInstruction(mod)}`
    );
  },
  answerExample: "123456789",

  parse: (text) => parseBigInt(text, 40),
  score: (answer, { answer: want, mod }) => scoreResidue(answer, want, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => residueNearMisses(answer, mod),
  size: ({ a }) => a.length,
});

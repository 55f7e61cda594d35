// Nim on a non-decreasing row of piles where every move must keep the row non-decreasing; who wins?
// RLVE: DeltaNimGame.
import { afterUpdates, correct, defineEnv, grow, invalid, plantOutcome, wrong } from "../../core/kit.ts";
import { deltaNimFirstWins } from "../../lib/games.ts";

interface Params {
  n: number;
}

interface Instance {
  piles: number[];
  winner: "Alice" | "Bob";
}

export default defineEnv<Params, Instance, string>({
  id: "delta-nim-game",
  rlveId: "DeltaNimGame",
  category: "game theory",
  version: 3,
  title: "Nim on a non-decreasing row of piles: who wins?",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(2, level, grow.plus1) }),

  // The winner is planted (Alice or Bob with equal chance, by bounded rejection): unplanted, Alice wins
  // about 89% of random rows, so answering "Alice" would be a shortcut.
  generate({ n }, rng) {
    return plantOutcome(
      rng,
      ["Alice", "Bob"] as const,
      (r) => {
        const piles = Array.from({ length: n }, () => r.int(1, 3 * n)).sort((a, b) => a - b);
        return { piles, winner: deltaNimFirstWins(piles) ? ("Alice" as const) : ("Bob" as const) };
      },
      (i) => i.winner,
    );
  },

  prompt: ({ piles }) =>
    `There are ${piles.length} piles of stones in a row; from left to right they hold: ${piles.join(" ")} ` +
    "(a non-decreasing sequence).\n" +
    "Alice and Bob move alternately, Alice first. A move removes a positive number of stones from one pile, " +
    "provided that afterwards the pile sizes, read from left to right, are still non-decreasing. The player " +
    "who cannot move loses.\n\n" +
    "Who wins if both play perfectly? Answer with one word: Alice or Bob.",

  // As RLVE-Gym: the stripped text, exactly one of the two words, anything else invalid (-0.5).
  parse: (text) => text.trim(),

  score(answer, { winner }) {
    if (answer !== "Alice" && answer !== "Bob")
      return invalid(`"${answer.slice(0, 20)}" is neither Alice nor Bob`);
    return answer === winner ? correct() : wrong(`${answer} does not win`);
  },

  reference: ({ winner }) => winner,

  wrongAnswers: ({ winner }) => [winner === "Alice" ? "Bob" : "Alice", "Stan"],

  size: ({ piles }) => piles.length,
});

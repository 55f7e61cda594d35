// Euclid's game: players subtract a positive multiple of the smaller number from the larger; whoever makes
// a zero wins. Say who wins with perfect play. RLVE: EuclidGame.
import { afterUpdates, correct, defineEnv, grow, invalid, wrong } from "../../core/kit.ts";

interface Params {
  maxXY: number;
}

interface Instance {
  x: number;
  y: number;
  winner: "Stan" | "Ollie";
}

/** Whether the player to move wins from (a, b), both positive. */
export function firstPlayerWins(a: number, b: number): boolean {
  let mover = true;
  for (;;) {
    if (a < b) [a, b] = [b, a];
    if (a % b === 0 || a >= 2 * b) return mover;
    [a, b] = [b, a - b];
    mover = !mover;
  }
}

export default defineEnv<Params, Instance, string>({
  id: "euclid-game",
  rlveId: "EuclidGame",
  category: "game theory",
  version: 5,
  title: "Euclid's game: who wins?",
  answerKind: "unique",

  params: (level) => ({ maxXY: afterUpdates(16, level, grow.mul2) }),

  generate({ maxXY }, rng) {
    // Stan wins 61-67% of random positions (the shortcut audit): the winner is a fair coin, and positions are
    // drawn until one has it (at most 16 draws; all 16 miss in about 0.2% of problems). Cheaper than the
    // registry's answer flattening: 0.018 -> 0.006 ms a problem.
    const stanWins = rng.bool();
    let x = 0;
    let y = 0;
    let stan = false;
    for (let i = 0; i < 16; i++) {
      x = rng.int(1, maxXY);
      y = rng.int(1, maxXY);
      stan = firstPlayerWins(x, y);
      if (stan === stanWins) break;
    }
    return { x, y, winner: stan ? "Stan" : "Ollie" };
  },

  prompt: ({ x, y }) =>
    `Stan and Ollie play a game on two positive integers, currently ${x} and ${y}. They move alternately, ` +
    "Stan first. A move takes the larger of the two numbers and subtracts from it a positive multiple of the " +
    "smaller one, leaving it non-negative (if the numbers are equal, either may be reduced). The player who " +
    "makes one of the numbers 0 wins.\n\n" +
    "Who wins if both play perfectly? Answer with one word: Stan or Ollie.",

  // As RLVE-Gym: the stripped text, exactly one of the two words, anything else invalid (-0.5).
  parse: (text) => text.trim(),

  score(answer, { winner }) {
    if (answer !== "Stan" && answer !== "Ollie")
      return invalid(`"${answer.slice(0, 20)}" is neither Stan nor Ollie`);
    return answer === winner ? correct() : wrong(`${answer} does not win`);
  },

  reference: ({ winner }) => winner,

  wrongAnswers: ({ winner }) => [winner === "Stan" ? "Ollie" : "Stan", "Alice"],

  size: ({ x, y }) => Math.max(x, y),
});

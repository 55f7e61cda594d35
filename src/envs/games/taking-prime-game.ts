// Players remove a prime number of stones; the winner hurries and the loser stalls: how long is the game,
// or -1 if the first player loses? RLVE: TakingPrimeGame.
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";
import { takingPrimeGame } from "../../lib/games.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  /** Number of moves when Stan wins, otherwise -1. */
  answer: number;
  /** Game length under the same play (also when Ollie wins). */
  length: number;
}

export default defineEnv<Params, Instance, number>({
  id: "taking-prime-game",
  rlveId: "TakingPrimeGame",
  category: "game theory",
  version: 2,
  title: "Prime subtraction game: the length of a won game",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(8, level, grow.mul1_1plus1) }),

  // The answer is drawn first, uniformly among the answers that some pile of 1..maxN stones has, then the
  // pile among those with that answer: unplanted, "1" is right for 75% of piles (98% at level 0).
  generate({ maxN }, rng) {
    const { win, moves } = takingPrimeGame(maxN);
    const byAnswer = new Map<number, number[]>();
    for (let n = 1; n <= maxN; n++) {
      const a = win[n] ? moves[n]! : -1;
      const list = byAnswer.get(a) ?? [];
      list.push(n);
      byAnswer.set(a, list);
    }
    const answers = [...byAnswer.keys()].sort((a, b) => a - b);
    const n = rng.pick(byAnswer.get(rng.pick(answers))!);
    return { n, answer: win[n] ? moves[n]! : -1, length: moves[n]! };
  },

  prompt: ({ n }) =>
    `Stan and Ollie play with a pile of ${n} stone(s). They move alternately, Stan first. A move removes a ` +
    "prime number of stones from the pile (at most as many as the pile holds). The player who cannot move " +
    "(the pile holds 0 or 1 stone) loses.\n\n" +
    "Both play perfectly: whoever can force a win does so, and among winning ways chooses one that makes the " +
    "game as short as possible; the player who is bound to lose makes the game last as long as possible.\n\n" +
    "If Stan wins, answer with the total number of moves made in the game (by both players). If Ollie wins, " +
    "answer -1.",
  // Never right: a game's length is odd when Stan wins (he makes the last move), and 0 moves is a loss.
  answerExample: "0",

  parse: (text) => parseInteger(text),

  score: (answer, { answer: expected }) =>
    answer === expected ? correct() : wrong(`answer ${answer} is not the expected value`),

  reference: ({ answer }) => String(answer),

  wrongAnswers({ answer, length }) {
    if (answer === -1) return [String(length), String(length + 1), "0"];
    return ["-1", String(answer + 1), String(answer + 2)];
  },

  size: ({ n }) => n,
});

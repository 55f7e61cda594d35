// Heaps of stones; a move splits one heap of at least F stones into M >= 2 near-equal parts; who wins?
// RLVE: StoneGame.
import { afterUpdates, correct, defineEnv, grow, invalid, plantOutcome, wrong } from "../../core/kit.ts";
import { stoneGameGrundy } from "../../lib/games.ts";

interface Params {
  maxSum: number;
}

interface Instance {
  f: number;
  heaps: number[];
  winner: "Stan" | "Ollie";
}

export default defineEnv<Params, Instance, string>({
  id: "stone-game",
  rlveId: "StoneGame",
  category: "game theory",
  version: 5,
  title: "Splitting heaps into near-equal parts: who wins?",
  answerKind: "unique",

  params: (level) => ({ maxSum: afterUpdates(5, level, grow.mul1_2plus1) }),

  // The first player wins most random positions: the winner is drawn first, then positions until one has
  // it (the shortcut audit; about two draws instead of the 8 that answer flattening made).
  generate: ({ maxSum }, rng) =>
    plantOutcome(
      rng,
      ["Stan", "Ollie"] as const,
      (r) => {
        const sum = r.int(2, maxSum);
        const f = r.int(1, Math.max(1, Math.floor(sum / 2)));
        const heaps: number[] = [];
        let left = sum;
        while (left > 0) {
          const h = r.int(1, Math.min(left, Math.max(1, Math.ceil(sum / 2))));
          heaps.push(h);
          left -= h;
        }
        const g = stoneGameGrundy(f, sum);
        const x = heaps.reduce((a, h) => a ^ g[h]!, 0);
        const winner: Instance["winner"] = x !== 0 ? "Stan" : "Ollie";
        return { f, heaps, winner };
      },
      (inst) => inst.winner,
    ),

  prompt: ({ f, heaps }) =>
    `Stan and Ollie play a game with ${heaps.length} heap(s) of stones, of sizes: ${heaps.join(" ")}.\n` +
    `They move alternately, Stan first. A move chooses one heap holding at least ${f} stone(s) and an integer ` +
    "M >= 2 not larger than the heap, and splits that heap into M heaps whose sizes are as equal as possible " +
    "(any two of the new heaps differ by at most one stone). The player who cannot move loses.\n\n" +
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

  size: ({ heaps }) => heaps.reduce((a, b) => a + b, 0),
});

// Beans in a row of bottles; a move takes a bean from bottle i and adds one to bottles j and k
// (i < j <= k); who wins? RLVE: SplittingGame.
import { afterUpdates, correct, defineEnv, grow, invalid, plantOutcome, wrong } from "../../core/kit.ts";
import { splittingGrundy } from "../../lib/games.ts";

interface Params {
  n: number;
}

interface Instance {
  beans: number[];
  winner: "Alice" | "Bob";
}

export default defineEnv<Params, Instance, string>({
  id: "splitting-game",
  rlveId: "SplittingGame",
  category: "game theory",
  version: 3,
  title: "Splitting beans between bottles: who wins?",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  // The winner is planted (Alice or Bob with equal chance, by bounded rejection): unplanted, Alice wins
  // about 86% of random rows.
  generate({ n }, rng) {
    const g = splittingGrundy(n);
    return plantOutcome(
      rng,
      ["Alice", "Bob"] as const,
      (r, target) => {
        const beans = Array.from({ length: n }, () => r.int(0, 2 * n));
        const xor = () => beans.reduce((a, b, i) => a ^ (b % 2 === 1 ? g[i]! : 0), 0);
        const x = xor();
        // A lost position is rare for long rows: repair by changing the parity of one bottle whose Grundy
        // value is the XOR (one bean more, or one less when the bottle is full).
        if (target === "Bob" && x !== 0) {
          const i = g.findIndex((v, j) => v === x && j < n);
          if (i >= 0) beans[i] = beans[i]! < 2 * n ? beans[i]! + 1 : beans[i]! - 1;
        }
        return { beans, winner: xor() !== 0 ? ("Alice" as const) : ("Bob" as const) };
      },
      (i) => i.winner,
    );
  },

  prompt: ({ beans }) =>
    `There are ${beans.length} bottles in a row, numbered 0 to ${beans.length - 1}; bottle i holds B[i] beans, ` +
    `where B = ${beans.join(" ")}.\n` +
    "Alice and Bob move alternately, Alice first. A move chooses three indices i < j <= k such that bottle i " +
    "is not empty, takes one bean out of bottle i, and puts one bean into bottle j and one bean into bottle k " +
    "(two beans into bottle j when j = k). The player who cannot move loses.\n\n" +
    "Who wins if both play perfectly? Answer with one word: Alice or Bob.",

  // As RLVE-Gym: the stripped text, exactly one of the two words, anything else invalid (-0.5).
  parse: (text) => text.trim(),

  score(answer, { winner }) {
    if (answer !== "Alice" && answer !== "Bob")
      return invalid(`"${answer.slice(0, 20)}" is neither Alice nor Bob`);
    return answer === winner ? correct() : wrong(`${answer} does not win`);
  },

  reference: ({ winner }) => winner,

  wrongAnswers: ({ winner }) => [winner === "Alice" ? "Bob" : "Alice", "Ollie"],

  size: ({ beans }) => beans.length,
});

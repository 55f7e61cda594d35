// Cells 1..N are white or black; a move picks a white cell x and flips x, 2x, ..., kx; does the first
// player win? RLVE: MultipleFlippingGame.
import { afterUpdates, correct, defineEnv, grow, invalid, plantOutcome, wrong } from "../../core/kit.ts";
import { multipleFlippingGrundy } from "../../lib/games.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  white: number[];
  answer: "Yes" | "No";
}

export default defineEnv<Params, Instance, string>({
  id: "multiple-flipping-game",
  rlveId: "MultipleFlippingGame",
  category: "game theory",
  version: 3,
  title: "Flipping multiples of a white cell: does Alice win?",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  // The answer is planted (Yes or No with equal chance, by bounded rejection): unplanted, Yes is right
  // about 81% of the time.
  generate({ n }, rng) {
    const g = multipleFlippingGrundy(n);
    return plantOutcome(
      rng,
      ["Yes", "No"] as const,
      (r, target) => {
        const p = r.int(20, 60);
        let white: number[] = [];
        for (let x = 1; x <= n; x++) if (r.int(1, 100) <= p) white.push(x);
        if (white.length === 0) white.push(r.int(1, n));
        const xor = () => white.reduce((a, x) => a ^ g[x]!, 0);
        const v = xor();
        // A lost position is rare for long rows: repair by toggling one cell whose Grundy value is the XOR
        // (unless that would leave no white cell).
        if (target === "No" && v !== 0) {
          const c = g.findIndex((gx, x) => x >= 1 && x <= n && gx === v);
          if (c >= 1) {
            const next = white.includes(c)
              ? white.filter((x) => x !== c)
              : [...white, c].sort((a, b) => a - b);
            if (next.length > 0) white = next;
          }
        }
        return { n, white, answer: xor() !== 0 ? ("Yes" as const) : ("No" as const) };
      },
      (i) => i.answer,
    );
  },

  prompt: ({ n, white }) =>
    `There are ${n} cells numbered 1 to ${n}. Each cell is white or black; the white cells are: ` +
    `${white.join(" ")}; all others are black.\n` +
    "Alice and Bob move alternately, Alice first. A move chooses a white cell x and a positive integer k " +
    `with k·x <= ${n}, and flips the colour of each of the cells x, 2x, ..., kx (white becomes black and ` +
    "black becomes white). The player who cannot move (all cells are black) loses.\n\n" +
    "Does Alice win if both play perfectly? Answer with one word: Yes or No.",

  // As RLVE-Gym: the stripped text, exactly one of the two words, anything else invalid (-0.5).
  parse: (text) => text.trim(),

  score(answer, { answer: expected }) {
    if (answer !== "Yes" && answer !== "No") return invalid(`"${answer.slice(0, 20)}" is neither Yes nor No`);
    return answer === expected ? correct() : wrong(`the answer is not ${answer}`);
  },

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => [answer === "Yes" ? "No" : "Yes", "Alice"],

  size: ({ n }) => n,
});

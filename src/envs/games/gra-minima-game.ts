// Cards with numbers; players alternately take any non-empty set of the remaining cards and score its
// smallest number, each maximising their lead; what is Alice's score minus Bob's? RLVE: GraMinimaGame.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, wrong } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";

interface Params {
  n: number;
}

interface Instance {
  cards: number[];
  /** Alice's score minus Bob's under perfect play. */
  lead: number;
}

/**
 * The lead of the player to move. Taking the k largest remaining cards is never worse than another set with
 * the same minimum, so after sorting, best(i) = max(best(i-1), c_i - best(i-1)) over the i smallest cards.
 */
export function minimaLead(cards: readonly number[]): number {
  const sorted = [...cards].sort((a, b) => a - b);
  let best = 0;
  for (const c of sorted) best = Math.max(best, c - best);
  return best;
}

export default defineEnv<Params, Instance, bigint>({
  id: "gra-minima-game",
  rlveId: "GraMinimaGame",
  category: "game theory",
  split: "held-out",
  version: 1,
  title: "Taking sets of cards for their minimum: Alice's lead under perfect play",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const hi = rng.int(2 * n, 10 * n + 20);
    const cards = Array.from({ length: n }, () => rng.int(1, hi));
    return { cards, lead: minimaLead(cards) };
  },

  prompt: ({ cards }) =>
    `There are ${cards.length} cards on the table, showing the numbers: ${cards.join(" ")}\n` +
    "Alice and Bob play alternately, Alice first. On a turn the player takes any non-empty set of the cards " +
    "still on the table (one card, several, or all of them) and adds the smallest number among the taken " +
    "cards to their score. The game ends when the table is empty. Each player plays to make their own score " +
    "minus the other's as large as possible.\n\n" +
    "With perfect play, what is Alice's final score minus Bob's? Answer with a single integer.",
  // The lead never exceeds the largest card: one more is never the answer, and says nothing about it.
  answerExample: ({ cards }) => String(Math.max(...cards) + 1),

  parse: (text) => parseBigInt(text, 30),

  score: (answer, { lead }) =>
    answer === BigInt(lead) ? correct() : wrong(`${answer} is not Alice's lead under perfect play`),

  reference: ({ lead }) => String(lead),

  wrongAnswers: ({ cards, lead }) => {
    const out = countNearMisses(lead);
    const max = Math.max(...cards);
    if (max !== lead) out.push(String(max));
    return out;
  },

  size: ({ cards }) => cards.length,
});

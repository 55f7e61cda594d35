// Count the distinct height sequences of line-ups in which every item has fewer than C[i] taller items before
// it, modulo MOD. RLVE: LandformGenerationCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { modAnswerLine, modNearMisses, pickModulus, scoreModCount } from "../../lib/count-answer.ts";
import { landformSequenceCount } from "../../lib/sequence-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  h: number[];
  c: number[];
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "landform-generation-counting",
  rlveId: "LandformGenerationCounting",
  category: "combinatorial counting",
  split: "held-out",
  version: 5,
  title: "Count height sequences of line-ups with bounded taller predecessors, modulo a prime",
  answerKind: "unique",
  // The ladder starts at 4 mountains, not the catalog's 3: three give at most 6 height sequences, and the
  // answers 1, 2, 3 each won about a third of the problems. From 4 up no redraws are needed.
  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const maxH = rng.int(2, n); // at least two heights: with one, every order gives the same sequence
    const h = Array.from({ length: n }, () => rng.int(1, maxH));
    const c = Array.from({ length: n }, () => rng.int(1, n));
    const mod = pickModulus(rng);
    return { h, c, mod, answer: landformSequenceCount(h, c, mod) };
  },

  prompt: ({ h, c, mod }) =>
    `There are ${h.length} mountains numbered 1..${h.length}. Mountain i has height H[i] and key C[i]:\n` +
    h.map((v, i) => `H[${i + 1}]=${v} C[${i + 1}]=${c[i]}`).join("\n") +
    "\n\nThe mountains are placed in a row in some order. An order is allowed when, for every mountain i, the " +
    "number of mountains strictly taller than mountain i that stand before it is less than C[i]. " +
    "How many different sequences of heights (read from the first to the last position) come from allowed " +
    `orders? (Orders giving the same height sequence count once.) Give the count modulo ${mod}.\n\n` +
    modAnswerLine(mod),

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ h }) => h.length,
});

// Count colourings of N cards with R red, G green and B blue cards up to a given group of shuffles (Burnside). RLVE: CardColoringCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { burnsideColourings } from "../../lib/counting-dp.ts";

interface Params {
  n: number;
}

interface Instance {
  counts: [number, number, number];
  /** The non-identity shuffles (0-based images); with the identity they form a group. */
  shuffles: number[][];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "card-coloring-counting",
  rlveId: "CardColoringCounting",
  category: "combinatorial counting",
  version: 5,
  title: "Count card colourings up to a group of shuffles",
  answerKind: "unique",

  // Level 0 starts at 5 cards, above the catalog's 3 (at most 3 answers there, 61% "1"): with uniform colour
  // counts the best constant takes 22% of level 0 and needs no redraws (16 balanced draws cost 0.15 ms).
  params: (level) => ({ n: afterUpdates(5, level, grow.plus1) }),

  generate({ n }, rng) {
    const identity = Array.from({ length: n }, (_, i) => i);
    let sigma = identity;
    while (sigma.every((v, i) => v === i)) {
      const order = rng.int(2, 6);
      const lengths = [1, 2, 3, 4, 5, 6].filter((d) => order % d === 0);
      const cells = rng.permutation(n);
      sigma = identity.slice();
      for (let at = 0; at < n; ) {
        const len = Math.min(rng.pick(lengths), n - at);
        for (let j = 0; j < len; j++) sigma[cells[at + j]!] = cells[at + ((j + 1) % len)]!;
        at += len;
      }
    }
    const group = [identity];
    for (let g = sigma; g.some((v, i) => v !== i); g = g.map((v) => sigma[v]!)) group.push(g);
    // The colour counts form a uniform composition of N (two bars among N + 2 slots).
    const [x, y] = rng.distinctInts(0, n + 1, 2) as [number, number];
    const r = Math.min(x, y);
    const gr = Math.max(x, y) - r - 1;
    const counts: [number, number, number] = [r, gr, n - r - gr];
    return { counts, shuffles: group.slice(1), answer: String(burnsideColourings(group, [r, gr])) };
  },

  prompt: ({ counts, shuffles }) => {
    const n = counts[0] + counts[1] + counts[2];
    return (
      `There are ${n} cards in positions 1 to ${n}. Each card is coloured red, green or blue, with exactly ` +
      `${counts[0]} red, ${counts[1]} green and ${counts[2]} blue cards. A shuffle is written as a list ` +
      `s_1 ... s_${n}: the card at position j moves to position s_j. These ${shuffles.length} shuffles are allowed:\n` +
      `${shuffles.map((s, i) => `shuffle ${i + 1}: ${s.map((v) => v + 1).join(" ")}`).join("\n")}\n` +
      "Doing nothing is also allowed, and doing one allowed shuffle after another always gives an allowed shuffle " +
      "(together they form a group). Two colourings are considered the same if some allowed shuffle (or doing " +
      "nothing) turns one into the other. How many different colourings are there?\n\n" +
      "Answer with that count as a single integer."
    );
  },

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ counts }) => counts[0] + counts[1] + counts[2],
});

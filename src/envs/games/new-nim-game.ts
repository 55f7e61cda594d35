// Nim where each player first deletes whole heaps: delete heaps of least total size so that the first
// player still wins. RLVE: NewNimGame.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
  wrong,
} from "../../core/kit.ts";
import { newNimDeletion, xorIndependent } from "../../lib/games.ts";

interface Params {
  n: number;
}

interface Instance {
  heaps: number[];
  best: number;
  /** One optimal deletion (0-based indices, ascending). */
  witness: number[];
}

const UNSUCCESSFUL = -0.2;

export default defineEnv<Params, Instance, number[]>({
  id: "new-nim-game",
  rlveId: "NewNimGame",
  category: "game theory",
  version: 5,
  title: "New Nim: delete heaps cheaply and still win",
  answerKind: "any-optimal",
  // Starts at 4 heaps: with 3, removing nothing was optimal in 55% of 200 problems (31% with 4), which
  // needed 16 redraws per problem to flatten.
  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const heaps = Array.from({ length: n }, () => rng.int(1, 2 * n + 2));
    const witness = newNimDeletion(heaps);
    return { heaps, best: witness.reduce((s, i) => s + heaps[i]!, 0), witness };
  },

  prompt: ({ heaps }) =>
    `There are ${heaps.length} heaps of matches, numbered 0 to ${heaps.length - 1}, with sizes: ${heaps.join(" ")}.\n` +
    "You and an opponent play as follows. First you remove any number of whole heaps (possibly none, but not " +
    "all of them). Then your opponent removes any number of the remaining whole heaps (possibly none, but not " +
    "all of them). Then ordinary Nim is played on the heaps left, you moving first: a move takes any positive " +
    "number of matches from one heap, and the player who cannot move loses.\n\n" +
    "Choose the heaps to remove in your first step so that you win whatever your opponent does, and so that " +
    "the total number of matches in the removed heaps is as small as possible. Answer with the indices of " +
    "the heaps you remove, separated by spaces (an empty answer removes nothing).",

  parse: (text) => parseIntList(text),

  score(chosen, { heaps, best }) {
    const seen = new Set<number>();
    let total = 0;
    for (const i of chosen) {
      if (i < 0 || i >= heaps.length) return invalid(`heap ${i} does not exist`);
      if (seen.has(i)) return invalid(`heap ${i} is removed twice`);
      seen.add(i);
      total += heaps[i]!;
    }
    if (seen.size === heaps.length) return invalid("all heaps are removed");
    const kept = heaps.filter((_, i) => !seen.has(i));
    if (!xorIndependent(kept))
      return wrong("the opponent can leave heaps whose XOR is 0, so you lose", UNSUCCESSFUL);
    return minimisationRatio(total, best, 3);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ heaps, witness }) {
    const out: string[] = [];
    if (witness.length > 0) out.push(witness.slice(1).join(" "));
    out.push(heaps.map((_, i) => i).join(" "));
    out.push(`${witness.join(" ")} ${heaps.length}`.trim());
    const kept = heaps.map((_, i) => i).filter((i) => !witness.includes(i));
    if (kept.length >= 2) out.push([...witness, kept[0]!].join(" "));
    return out;
  },

  size: ({ heaps }) => heaps.length,
});

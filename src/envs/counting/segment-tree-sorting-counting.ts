// Count the sequences of block-swap operations (each level at most once) that sort a permutation of size
// 2^N. RLVE: SegmentTreeSortingCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { blockSwapSortCount } from "../../lib/sequence-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  perm: number[];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "segment-tree-sorting-counting",
  rlveId: "SegmentTreeSortingCounting",
  category: "combinatorial counting",
  version: 6,
  title: "Count the block-swap operation sequences that sort a permutation",
  answerKind: "unique",
  params: (level) => ({ n: afterUpdates(2, level, grow.plus1) }),

  // As RLVE-Gym: 1..N distinct kinds of operation (their number uniform), applied in random order.
  generate({ n }, rng) {
    const size = 2 ** n;
    const perm = Array.from({ length: size }, (_, i) => i);
    const levels = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1)).slice(0, rng.int(1, n));
    for (const level of levels) {
      const len = 2 ** (level - 1);
      const [x, y] = rng.distinctInts(0, size / len - 1, 2) as [number, number];
      for (let j = 0; j < len; j++)
        [perm[x * len + j], perm[y * len + j]] = [perm[y * len + j]!, perm[x * len + j]!];
    }
    return { n, perm: perm.map((v) => v + 1), answer: blockSwapSortCount(perm).toString() };
  },

  prompt: ({ n, perm }) =>
    `A permutation of 1..${2 ** n} is given:\n${perm.join(" ")}\n\n` +
    `There are ${n} kinds of operation, numbered 1..${n}. Operation i cuts the sequence into consecutive ` +
    "blocks of 2^(i-1) elements each and swaps two different blocks (keeping the order inside each block). " +
    "Each kind may be used at most once. How many sequences of operations (the order of the operations and the " +
    "blocks swapped both matter; the empty sequence counts) turn the permutation into 1, 2, ..., " +
    `${2 ** n}?\n\nAnswer with a single non-negative integer.`,
  // Never correct: the permutation is built by block swaps of distinct kinds, so undoing them sorts it.
  answerExample: "0",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ perm }) => perm.length,
});

// Count the non-empty subsets of a set of strings in which no string is a prefix of another.
// RLVE: ZeroPrefixSubsetCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { prefixFreeSubsets } from "../../lib/strings-b.ts";

interface Params {
  n: number;
}

interface Instance {
  words: string[];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "zero-prefix-subset-counting",
  rlveId: "ZeroPrefixSubsetCounting",
  category: "string algorithms",
  version: 2,
  title: "Count prefix-free subsets of strings",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const words = new Set<string>();
    const letter = () => (rng.bool() ? "a" : "b");
    while (words.size < n) {
      const list = [...words];
      let w = list.length > 0 && rng.bool(0.6) ? rng.pick(list) : "";
      const extra = rng.int(1, 3);
      for (let i = 0; i < extra; i++) w += letter();
      words.add(w);
    }
    const list = rng.shuffle([...words]);
    return { words: list, answer: String(prefixFreeSubsets(list)) };
  },

  prompt: ({ words }) =>
    `There are ${words.length} distinct strings:\n${words.map((w, i) => `${i + 1}. ${w}`).join("\n")}\n\n` +
    "Count the non-empty subsets of these strings in which no string is a prefix of another string of the same " +
    "subset (a string is a prefix of another when the other starts with it).\n\n" +
    "Answer with the count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ words }) => words.length,
});

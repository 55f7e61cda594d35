// Minimum length of a string containing at least M occurrences (in total) of N given words, none inside another.
// RLVE: ChoHamsters
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { choHamsters } from "../../lib/stringalgo.ts";

interface Params {
  n: number;
  maxM: number;
}

interface Instance {
  words: string[];
  m: number;
  answer: number;
}

/** Word draws before the fallback (a draw that succeeds needs far fewer). */
const MAX_TRIES = 2000;

export default defineEnv<Params, Instance, bigint>({
  id: "cho-hamsters",
  rlveId: "ChoHamsters",
  category: "string algorithms",
  version: 3,
  title: "Shortest string with M occurrences of given words",
  answerKind: "unique",

  params: (level) => ({
    n: afterUpdates(1, level, grow.plus1),
    maxM: afterUpdates(4, level, grow.mul1_5plus1),
  }),

  generate({ n, maxM }, rng) {
    const letters = [..."ab"];
    let words: string[] = [];
    let base = Math.max(1, Math.ceil(Math.log2(n + 1)));
    // Random lengths can paint the draw into a corner (with "a" and "b" drawn every longer word contains
    // one of them: level 12 seed 213 looped forever), so the draws are bounded and the fallback is n distinct
    // words of one length, which never contain one another.
    for (let tries = 0; words.length < n && tries < MAX_TRIES; tries++) {
      if (tries > 0 && tries % 50 === 0) base++;
      const w = Array.from({ length: rng.int(base, base + 3) }, () => rng.pick(letters)).join("");
      if (words.some((v) => v.includes(w) || w.includes(v))) continue;
      words.push(w);
    }
    if (words.length < n) {
      const len = Math.ceil(Math.log2(2 * n)) + 1;
      words = rng
        .distinctInts(0, 2 ** len - 1, n)
        .map((x) => x.toString(2).padStart(len, "0").replaceAll("0", "a").replaceAll("1", "b"));
    }
    const m = rng.int(1, maxM);
    return { words, m, answer: choHamsters(words, m) };
  },

  prompt: ({ words, m }) =>
    `Words:\n${words.join("\n")}\n\nNo word occurs inside another. Find the minimum length of a string that ` +
    `contains at least ${m} occurrences of these words in total: count, for every word, the number of positions ` +
    "at which it occurs as a contiguous substring (occurrences may overlap and each word may be used any number " +
    "of times), and add up the counts.\n\nAnswer with a single integer.",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`the minimum length is not ${answer}`),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ words, m }) => words.length * 1000 + m,
});

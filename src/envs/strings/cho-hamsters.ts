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

/** Whole-set draws before the fallback (see generate). */
const MAX_SETS = 200;

export default defineEnv<Params, Instance, bigint>({
  id: "cho-hamsters",
  rlveId: "ChoHamsters",
  category: "string algorithms",
  version: 4,
  title: "Shortest string with M occurrences of given words",
  answerKind: "unique",

  params: (level) => ({
    n: afterUpdates(1, level, grow.plus1),
    maxM: afterUpdates(4, level, grow.mul1_5plus1),
  }),

  // RLVE-Gym's draw: n words of randint(2n, 3n) letters, each with its own chance p ~ U(0, 1) of an "a" per
  // letter, the whole set redrawn until no word contains another. The redraws are bounded (at most
  // MAX_SETS sets, which is rarely reached); the fallback is n distinct words of 2n letters, which never
  // contain one another.
  generate({ n, maxM }, rng) {
    const draw = () =>
      Array.from({ length: n }, () => {
        const len = rng.int(2 * n, 3 * n);
        const p = rng.float();
        return Array.from({ length: len }, () => (rng.float() < p ? "a" : "b")).join("");
      });
    const free = (ws: string[]) => ws.every((w, i) => ws.every((v, j) => i === j || !v.includes(w)));
    let words = draw();
    for (let tries = 1; !free(words) && tries < MAX_SETS; tries++) words = draw();
    if (!free(words)) {
      const seen = new Set<string>();
      while (seen.size < n) seen.add(Array.from({ length: 2 * n }, () => rng.pick([..."ab"])).join(""));
      words = [...seen];
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

// Count the pairs (occurrence in S, occurrence in T) of equal non-empty substrings. RLVE: SharedSubstringCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { sharedSubstringPairs } from "../../lib/strings-b.ts";

interface Params {
  maxLen: number;
}

interface Instance {
  s: string;
  t: string;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "shared-substring-counting",
  rlveId: "SharedSubstringCounting",
  category: "string algorithms",
  version: 2,
  title: "Count pairs of equal substrings of two strings",
  answerKind: "unique",

  params: (level) => ({ maxLen: afterUpdates(10, level, grow.mul1_1plus1) }),

  generate({ maxLen }, rng) {
    const letters = rng.pick(["ab", "abc"]).split("");
    const word = () =>
      Array.from({ length: rng.int(Math.ceil(maxLen / 2), maxLen) }, () => rng.pick(letters)).join("");
    const s = word();
    const t = word();
    return { s, t, answer: String(sharedSubstringPairs(s, t)) };
  },

  prompt: ({ s, t }) =>
    `S = ${s}\nT = ${t}\n\nCount the pairs (A, B) where A is a non-empty contiguous substring of S chosen by its ` +
    "position (start and end index) and B is a non-empty contiguous substring of T chosen by its position, such " +
    "that A and B are the same string. Substrings at different positions count separately even when equal.\n\n" +
    "Answer with the count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ s, t }) => s.length + t.length,
});

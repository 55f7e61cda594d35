// Count the distinct non-empty strings that are subsequences of all three given strings.
// RLVE: ThreeStringCommonSubsequenceCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { commonSubsequenceCount3 } from "../../lib/strings-b.ts";

interface Params {
  maxN: number;
}

interface Instance {
  a: string;
  b: string;
  c: string;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "three-string-common-subsequence-counting",
  rlveId: "ThreeStringCommonSubsequenceCounting",
  category: "string algorithms",
  version: 5,
  title: "Count the distinct common subsequences of three strings",
  answerKind: "unique",

  // Words of up to 5 letters at least: up to 3 letters share few subsequences ("1" right in 48% of the
  // draws); at 5 the most frequent count is about 25%, and no redraws are needed.
  params: (level) => ({ maxN: Math.max(5, afterUpdates(3, level, grow.plus1)) }),

  generate({ maxN }, rng) {
    const letters = rng.pick(["ab", "abc"]).split("");
    const word = () =>
      Array.from({ length: rng.int(Math.ceil(maxN / 2), maxN) }, () => rng.pick(letters)).join("");
    const a = word();
    const b = word();
    const c = word();
    return { a, b, c, answer: String(commonSubsequenceCount3(a, b, c)) };
  },

  prompt: ({ a, b, c }) =>
    `A = ${a}\nB = ${b}\nC = ${c}\n\nA subsequence of a string is obtained by deleting zero or more of its ` +
    "characters and keeping the rest in order. How many DISTINCT non-empty strings are subsequences of all three " +
    "of A, B and C (each distinct string counted once)?\n\nAnswer with the count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ a, b, c }) => a.length + b.length + c.length,
});

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
  version: 4,
  title: "Count the distinct common subsequences of three strings",
  answerKind: "unique",

  // Short words share few subsequences (the shortcut audit: "1" right in 54% of the problems at level 0):
  // flatten the answers at the low levels, where they are few and generation is cheap.
  balanceDraws: (level) => (level <= 3 ? 16 : 1),

  params: (level) => ({ maxN: afterUpdates(3, level, grow.plus1) }),

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

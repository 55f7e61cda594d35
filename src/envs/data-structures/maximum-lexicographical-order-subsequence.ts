// Lexicographically largest subsequence of length K. RLVE: MaximumLexicographicalOrderSubsequence
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { maxLexSubsequence } from "../../lib/ds-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  k: number;
  best: number[];
}

function isSubsequence(s: readonly number[], a: readonly number[]): boolean {
  let j = 0;
  for (const x of a) if (j < s.length && s[j] === x) j++;
  return j === s.length;
}

export default defineEnv<Params, Instance, number[]>({
  id: "maximum-lexicographical-order-subsequence",
  rlveId: "MaximumLexicographicalOrderSubsequence",
  category: "data structures",
  version: 1,
  title: "Lexicographically largest subsequence of length K",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(1, n));
    const k = rng.int(1, n);
    return { a, k, best: maxLexSubsequence(a, k) };
  },

  prompt: ({ a, k }) =>
    `Array A (${a.length} integers): ${a.join(" ")}\n\n` +
    `Among all subsequences of A with exactly ${k} elements (keep ${k} elements in their original order, ` +
    "delete the rest), find the lexicographically largest one: compare two subsequences at the first position " +
    "where they differ; the one with the larger value there is larger.\n\n" +
    `Answer with the ${k} elements of that subsequence, in order, separated by spaces.`,
  answerExample: "9 7 7 3",

  parse: (text) => parseIntList(text, { maxTokens: 10_000 }),

  score(answer, { a, k, best }) {
    if (answer.length !== k) return invalid(`expected ${k} numbers, got ${answer.length}`);
    if (!isSubsequence(answer, a)) return invalid("the answer is not a subsequence of A");
    return fraction(answer.filter((x, i) => x === best[i]).length, k, 5, "positions");
  },

  reference: ({ best }) => best.join(" "),

  wrongAnswers({ a, k, best }) {
    const out = [best.slice(1).join(" "), [...best.slice(0, -1), best[best.length - 1]! + 1].join(" ")];
    const prefix = a.slice(0, k);
    if (prefix.join(" ") !== best.join(" ")) out.push(prefix.join(" "));
    return out;
  },

  size: ({ a }) => a.length,
});

// The K-th (lexicographic) length-N bracket string that becomes balanced after deleting exactly one bracket.
// RLVE: Kth_SemiBalancedBracketSequence
import { afterUpdates, defineEnv, FormatError, fraction, grow, invalid } from "../../core/kit.ts";
import { kthSemiBalanced, semiBalancedCount } from "../../lib/stringalgo.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: string;
  answer: string;
}

export default defineEnv<Params, Instance, string>({
  id: "kth-semi-balanced-bracket-sequence",
  rlveId: "Kth_SemiBalancedBracketSequence",
  category: "string algorithms",
  version: 2,
  title: "K-th bracket string that is one deletion away from balanced",
  answerKind: "unique",

  // The catalog starts at n = 3: K ranges over the few strings of length 3, about four instances at level 0
  // (the shortcut audit's repeated-instance check). Level 0 uses n = 5 (as level 1 does); the ladder follows
  // the catalog from level 1 on.
  params: (level) => ({ n: Math.max(5, afterUpdates(3, level, grow.plus2)) }),

  generate({ n }, rng) {
    const k = rng.bigint(1n, semiBalancedCount(n));
    return { n, k: String(k), answer: kthSemiBalanced(n, k) };
  },

  prompt: ({ n, k }) =>
    "A bracket string is balanced when it can be read as correctly nested pairs: every prefix has at least as " +
    "many '(' as ')' and the whole string has equally many of each (the empty string is balanced). Consider all " +
    `strings of length ${n} over the characters '(' and ')' from which deleting exactly one character (at a ` +
    "position of your choice) leaves a balanced string. Sort them lexicographically, where '(' comes before ')'. " +
    `Which string is at position ${k} (counting from 1)?\n\n` +
    `Answer with that string of ${n} brackets, with no spaces.`,
  // Only the shape: N opening brackets are never one deletion away from balanced, so never the answer.
  answerExample: ({ n }) => "(".repeat(n),

  parse(text) {
    const t = text.trim().replace(/\s+/g, "");
    if (!/^[()]{1,100000}$/.test(t)) throw new FormatError("expected a string of '(' and ')'");
    return t;
  },

  score(answer, { n, answer: gold }) {
    if (answer.length !== n) return invalid(`expected ${n} brackets, got ${answer.length}`);
    const right = [...gold].filter((c, i) => answer[i] === c).length;
    return fraction(right, n, 5, "positions");
  },

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const flip = (c: string) => (c === "(" ? ")" : "(");
    const out = [answer.slice(0, -1) + flip(answer[answer.length - 1]!), `${answer}(`];
    const j = [...answer].findIndex((c, i) => i > 0 && c !== answer[i - 1]);
    if (j > 0) out.push(answer.slice(0, j - 1) + answer[j] + answer[j - 1] + answer.slice(j + 1));
    return out;
  },

  size: ({ n }) => n,
});

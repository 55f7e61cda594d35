// Largest L (2L <= N) such that the length-L prefix and length-L suffix of S are cyclic rotations of each other.
// RLVE: Prefixuffix
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";
import { prefixuffix } from "../../lib/strings-b.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  answer: number;
}

export default defineEnv<Params, Instance, number>({
  id: "prefixuffix",
  rlveId: "Prefixuffix",
  category: "string algorithms",
  version: 4,
  title: "Longest prefix and suffix that are rotations of each other",
  answerKind: "unique",
  // The catalog starts at N = 4 (answers 1 or 2); levels 0-6 use N = 10, where five answers, three or four
  // letters and the planted length below spread the answers with no redraws (16 per problem before).
  params: (level) => ({ n: Math.max(10, afterUpdates(4, level, grow.plus1)) }),

  generate({ n }, rng) {
    const letters = rng.pick(["abc", "abcd"]).split("");
    const word = (len: number) => Array.from({ length: len }, () => rng.pick(letters)).join("");
    // The planted length is drawn uniformly half the time and biased to short lengths otherwise: longer
    // prefixes and suffixes also match by chance, and with l uniform alone the largest L won 36% of problems.
    const half = Math.floor(n / 2);
    const l = rng.int(1, rng.bool(0.5) ? half : rng.int(1, half));
    const u = word(l);
    const r = rng.int(0, l - 1);
    const s = u + word(n - 2 * l) + u.slice(r) + u.slice(0, r);
    return { s, answer: prefixuffix(s) };
  },

  prompt: ({ s }) =>
    `S = ${s} (length ${s.length})\n\nTwo strings of the same length are cyclic rotations of each other when one ` +
    "becomes the other by repeatedly moving its first character to the end (a string is a rotation of itself). " +
    `Find the largest integer L with 0 <= L and 2·L <= ${s.length} such that the first L characters of S and the ` +
    "last L characters of S are cyclic rotations of each other (L = 0 always qualifies).\n\n" +
    "Answer with L as a single integer.",

  parse: (text) => parseInteger(text),

  score(answer, { s, answer: gold }) {
    if (answer < 0 || 2 * answer > s.length) return wrong(`L must lie in [0, ${Math.floor(s.length / 2)}]`);
    return answer === gold ? correct() : wrong(`the largest L is not ${answer}`);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ s, answer }) =>
    [answer + 1, answer - 1, Math.floor(s.length / 2) + 1].filter((x) => x !== answer).map(String),

  size: ({ s }) => s.length,
});

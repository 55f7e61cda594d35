// Fewest operations (add a letter at either end, or append the reversed copy on either side) building a string.
// RLVE: VirusSynthesis
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";
import { virusSynthesis } from "../../lib/strings-b.ts";

interface Params {
  looseMaxN: number;
}

interface Instance {
  s: string;
  answer: number;
}

const LETTERS = ["A", "C", "G", "T"];

export default defineEnv<Params, Instance, number>({
  id: "virus-synthesis",
  rlveId: "VirusSynthesis",
  category: "string algorithms",
  version: 4,
  title: "Fewest operations to synthesise a string with end insertions and reversed copies",
  answerKind: "unique",
  // The share of reversed-copy steps is drawn per problem, which spreads the answers; levels 0-3 still
  // take up to 4 draws (without them the 24-seed CI audit saw 54% at level 2).
  balanceDraws: (level) => (level <= 3 ? 4 : 1),

  // Starts at 6 letters rather than the catalog's 4: strings of 2 to 4 letters have only 3 answers.
  params: (level) => ({ looseMaxN: afterUpdates(6, level, grow.mul1_1plus1) }),

  generate({ looseMaxN }, rng) {
    let s = "";
    const target = rng.int(Math.ceil(looseMaxN / 2), looseMaxN);
    const copyShare = rng.float();
    while (s.length < target) {
      const r = s.split("").reverse().join("");
      const op =
        s.length > 0 && 2 * s.length <= target && rng.bool(copyShare) ? rng.int(2, 3) : rng.int(0, 1);
      if (op === 0) s = rng.pick(LETTERS) + s;
      else if (op === 1) s += rng.pick(LETTERS);
      else if (op === 2) s += r;
      else s = r + s;
    }
    return { s, answer: virusSynthesis(s) };
  },

  prompt: ({ s }) =>
    `Target = ${s}\n\nStart from the empty string. In one operation you may: (1) add one letter at the beginning ` +
    "or at the end of the current string; or (2) take a reversed copy of the current string and attach it at the " +
    "beginning or at the end (so X becomes reverse(X)+X or X+reverse(X)). What is the minimum number of " +
    "operations needed to obtain exactly the target string?\n\nAnswer with that minimum as a single integer.",

  parse: (text) => parseInteger(text),

  score(answer, { s, answer: gold }) {
    if (answer < 0 || answer > s.length) return wrong(`the minimum lies in [1, ${s.length}]`);
    return answer === gold ? correct() : wrong(`the minimum is not ${answer}`);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer - 1].map(String),

  size: ({ s }) => s.length,
});

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
  version: 5,
  title: "Fewest operations to synthesise a string with end insertions and reversed copies",
  answerKind: "unique",
  // Starts at 7 letters rather than the catalog's 4: strings of 2 to 4 letters have only 3 answers.
  params: (level) => ({ looseMaxN: Math.max(7, afterUpdates(6, level, grow.mul1_1plus1)) }),

  generate({ looseMaxN }, rng) {
    let s = "";
    // The length is drawn in [N/4, N] and the share of reversed-copy steps per problem, which spreads the
    // answers without redraws: best constant 27% at levels 0-1 and 24% at levels 2-3 (1,000 seeds). With
    // lengths in [N/2, N] from 6 letters it was 36% at level 0 and levels 0-3 took up to 4 draws.
    const target = rng.int(Math.ceil(looseMaxN / 4), looseMaxN);
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

// Sort a list of integers in ascending order. RLVE: Sorting.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  sorted: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "sorting",
  rlveId: "Sorting",
  category: "sorting/arithmetic",
  version: 1,
  title: "Sort a list of integers in ascending order",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const values = Array.from({ length: n }, () => rng.int(-2 * n, 2 * n));
    return { values, sorted: values.slice().sort((a, b) => a - b) };
  },

  prompt: ({ values }) =>
    `Sort these ${values.length} integers in ascending order:\n${values.join(" ")}\n\n` +
    "Answer with the sorted integers on one line, separated by single spaces.",
  answerExample: "-2 0 3 3 7",

  parse: (text) => parseIntList(text),

  score(answer, { sorted }) {
    if (answer.length !== sorted.length) {
      return invalid(`expected ${sorted.length} integers, got ${answer.length}`);
    }
    const right = answer.filter((v, i) => v === sorted[i]).length;
    return fraction(right, sorted.length, 10, "positions");
  },

  reference: ({ sorted }) => sorted.join(" "),

  wrongAnswers({ values, sorted }, rng) {
    const out = [sorted.slice(0, -1).join(" ")];
    if (values.some((v, k) => v !== sorted[k])) out.push(values.join(" ")); // the unsorted input
    const i = rng.int(0, sorted.length - 1);
    const bumped = sorted.slice();
    bumped[i]! += 1;
    out.push(bumped.join(" "));
    const j = sorted.findIndex((v, k) => k > 0 && v !== sorted[k - 1]);
    if (j > 0) {
      const swapped = sorted.slice();
      [swapped[j - 1], swapped[j]] = [swapped[j]!, swapped[j - 1]!];
      out.push(swapped.join(" "));
    }
    return out;
  },

  size: ({ values }) => values.length,
});

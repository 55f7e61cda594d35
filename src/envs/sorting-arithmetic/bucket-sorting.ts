// Name a value that occurs most often in an array (any tied mode is accepted). RLVE: BucketSorting.
import { afterUpdates, correct, defineEnv, grow, invalid, parseInteger, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
  max: number;
}

interface Instance {
  values: number[];
  modes: number[];
}

export function modesOf(values: readonly number[]): number[] {
  const count = new Map<number, number>();
  for (const v of values) count.set(v, (count.get(v) ?? 0) + 1);
  const best = Math.max(...count.values());
  return [...count.entries()]
    .filter(([, c]) => c === best)
    .map(([v]) => v)
    .sort((a, b) => a - b);
}

export default defineEnv<Params, Instance, number>({
  id: "bucket-sorting",
  rlveId: "BucketSorting",
  category: "sorting/arithmetic",
  version: 5,
  title: "A most frequent value of an array",
  answerKind: "any-valid",

  params: (level) => ({
    n: afterUpdates(5, level, grow.mul1_1plus1),
    max: afterUpdates(2, level, grow.plus1),
  }),

  generate({ n, max }, rng) {
    // The values fill a window [lo, lo + max] placed per problem, so no value is a mode of most arrays: the best
    // constant answer takes 25% of level 0 with no redraws (values from 0 gave "0" 45%; 16 draws cost 0.06 ms).
    const lo = rng.int(0, 3 * max);
    const values = Array.from({ length: n }, () => lo + rng.int(0, max));
    return { values, modes: modesOf(values) };
  },

  prompt: ({ values }) =>
    `Here is an array of ${values.length} integers:\n${values.join(" ")}\n\n` +
    "Which value occurs most often? If several values are tied for the most occurrences, any of them is " +
    "accepted.\n\nAnswer with a single integer: the value.",

  parse: (text) => parseInteger(text),

  score(answer, { values, modes }) {
    if (!values.includes(answer)) return invalid(`${answer} does not occur in the array`);
    return modes.includes(answer) ? correct() : wrong(`${answer} is not a most frequent value`);
  },

  reference: ({ modes }) => String(modes[0]),

  wrongAnswers({ values, modes }) {
    const out = [String(Math.max(...values) + 1)];
    const other = values.find((v) => !modes.includes(v));
    if (other !== undefined) out.push(String(other));
    return out;
  },

  size: ({ values }) => values.length,
});

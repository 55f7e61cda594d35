// Recover N distinct positive integers from the multiset of their pairwise sums. RLVE: SquSquarks.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  sums: number[];
}

const MAX_VALUE = 1e12;

function pairSums(xs: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) out.push(xs[i]! + xs[j]!);
  return out.sort((a, b) => a - b);
}

export default defineEnv<Params, Instance, number[]>({
  id: "squ-squarks",
  rlveId: "SquSquarks",
  category: "number theory",
  version: 1,
  title: "Recover integers from their pairwise sums",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const values = rng.distinctInts(1, n * n + 10, n).sort((a, b) => a - b);
    return { values, sums: pairSums(values) };
  },

  prompt: ({ values, sums }) =>
    `There are ${values.length} distinct positive integers. The sums of all ${sums.length} pairs of them (each pair once) are, in ascending order:\n` +
    sums.join(" ") +
    `\n\nFind the ${values.length} integers. Answer with them separated by spaces.`,
  answerExample: "1 4 6",

  parse: (text, { values }) => parseIntList(text, { length: values.length }),

  score(xs, { sums }) {
    if (xs.some((x) => x < 1 || x > MAX_VALUE))
      return invalid("the integers must be positive (and at most 1e12)");
    if (new Set(xs).size !== xs.length) return invalid("the integers must be distinct");
    const mine = pairSums(xs);
    const count = new Map<number, number>();
    for (const s of sums) count.set(s, (count.get(s) ?? 0) + 1);
    let common = 0;
    for (const s of mine) {
      const c = count.get(s) ?? 0;
      if (c > 0) {
        common++;
        count.set(s, c - 1);
      }
    }
    return fraction(common, 2 * sums.length - common, 5, "pairwise sums in common");
  },

  reference: ({ values }) => values.join(" "),

  wrongAnswers({ values }) {
    const bumped = values.slice();
    bumped[bumped.length - 1]! += 1;
    const dup = values.slice();
    dup[0] = dup[1]!;
    return [bumped.join(" "), dup.join(" "), values.map((v) => v + 1).join(" ")];
  },

  size: ({ values }) => values.length,
});

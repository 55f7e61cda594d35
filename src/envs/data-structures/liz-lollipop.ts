// An array of 1s and 2s: for every target from 1 to the total, name a subarray with exactly that sum, or
// say none exists. RLVE: LIZ_Lollipop.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntRows } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  /** For each target t = 1..total: one subarray [l, r] (1-based) with sum t, or null when none exists. */
  witness: Array<[number, number] | null>;
}

/** One subarray (1-based, first by left end) for each target 1..total, or null; by scanning all subarrays. */
export function lollipopWitness(values: readonly number[]): Array<[number, number] | null> {
  const total = values.reduce((a, b) => a + b, 0);
  const out: Array<[number, number] | null> = Array.from({ length: total }, () => null);
  for (let l = 0; l < values.length; l++) {
    let s = 0;
    for (let r = l; r < values.length; r++) {
      s += values[r]!;
      if (out[s - 1] === null) out[s - 1] = [l + 1, r + 1];
    }
  }
  return out;
}

export default defineEnv<Params, Instance, number[][]>({
  id: "liz-lollipop",
  rlveId: "LIZ_Lollipop",
  category: "data structures",
  version: 1,
  title: "Subarrays of a 1/2 array with every possible sum",
  answerKind: "any-valid",

  // The catalog's N (3 -> N+1) is the shortest array; the length is drawn in [N, 2N] so that small levels
  // still have many instances.
  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const len = rng.int(n, 2 * n);
    const values = Array.from({ length: len }, () => rng.int(1, 2));
    return { values, witness: lollipopWitness(values) };
  },

  prompt: ({ values }) => {
    const total = values.reduce((a, b) => a + b, 0);
    return (
      `An array of ${values.length} numbers, each 1 or 2, indexed from 1: ${values.join(" ")}\n` +
      `Its total is ${total}. For every target t = 1, 2, ..., ${total}, find a contiguous subarray ` +
      "A[l..r] (1 <= l <= r) whose elements sum to exactly t, or report that none exists.\n\n" +
      `Answer with ${total} lines, line t for target t: the two integers l r, or -1 -1 if no subarray sums to t.`
    );
  },
  answerExample: "1 1\n-1 -1",

  parse: (text, { witness }) => parseIntRows(text, { rows: witness.length, cols: 2 }),

  score(rows, { values, witness }) {
    const prefix = [0];
    for (const v of values) prefix.push(prefix.at(-1)! + v);
    let right = 0;
    for (let t = 1; t <= rows.length; t++) {
      const [l, r] = rows[t - 1] as [number, number];
      if (l === -1 && r === -1) {
        if (witness[t - 1] === null) right++;
        continue;
      }
      if (l < 1 || r < l || r > values.length)
        return invalid(`line ${t}: ${l} ${r} is not a subarray of 1..${values.length}`);
      if (prefix[r]! - prefix[l - 1]! === t) right++;
    }
    return fraction(right, rows.length, 5, "targets");
  },

  reference: ({ witness }) => witness.map((w) => (w === null ? "-1 -1" : w.join(" "))).join("\n"),

  wrongAnswers({ values, witness }) {
    const n = values.length;
    const ref = witness.map((w) => (w === null ? "-1 -1" : w.join(" ")));
    const out = [
      ref.map(() => `${n} ${n}`).join("\n"), // the last element for every target: right once at most
      ref.slice(0, -1).join("\n"), // a line short
      [`${n} ${n + 1}`, ...ref.slice(1)].join("\n"), // out of range
    ];
    const miss = witness.indexOf(null);
    if (miss >= 0) out.push(ref.map((l, t) => (t === miss ? "1 1" : l)).join("\n"));
    else out.push(ref.map((l, t) => (t === ref.length - 1 ? "-1 -1" : l)).join("\n"));
    return out;
  },

  size: ({ values }) => values.length,
});

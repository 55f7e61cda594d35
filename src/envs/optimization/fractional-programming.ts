// Choose K of N indices maximising (sum of A) / (sum of B) over the chosen ones. RLVE: FractionalProgramming.
import { afterUpdates, defineEnv, grow, invalid, parseIntList } from "../../core/kit.ts";
import { bestRatioSubset, type Ratio, ratioVerdict } from "../../lib/fractional-opt.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  b: number[];
  k: number;
  best: Ratio;
  /** One optimal choice (ascending). */
  witness: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "fractional-programming",
  rlveId: "FractionalProgramming",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Choose K indices maximising the ratio of the sums of two arrays",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(1, 10 * n));
    const b = Array.from({ length: n }, () => rng.int(1, 10 * n));
    const k = rng.int(1, n - 1);
    const { chosen, ratio } = bestRatioSubset(a, b, k);
    return { a, b, k, best: ratio, witness: chosen };
  },

  prompt: ({ a, b, k }) =>
    `You are given two arrays A and B of ${a.length} positive integers each (indices 0 to ${a.length - 1}):\n` +
    a.map((x, i) => `A[${i}] = ${x}, B[${i}] = ${b[i]}`).join("\n") +
    `\n\nChoose exactly ${k} distinct ${k === 1 ? "index" : "indices"} so that (sum of A over the chosen indices) / (sum of B over the chosen indices) is as large as possible.\n` +
    "Answer with the chosen indices separated by spaces.",
  answerExample: ({ a, k }) => Array.from({ length: k }, () => a.length).join(" "),

  parse: (text) => parseIntList(text),

  score(chosen, { a, b, k, best }) {
    const set = readSubset(chosen, a.length, "index");
    if (typeof set === "string") return invalid(set);
    if (chosen.length !== k) return invalid(`expected ${k} indices, got ${chosen.length}`);
    let num = 0;
    let den = 0;
    for (const i of chosen) {
      num += a[i]!;
      den += b[i]!;
    }
    return ratioVerdict({ num, den }, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, b, best, witness }) {
    const out = [witness.slice(1).join(" "), `${witness.join(" ")} ${witness[0]}`, `${a.length}`];
    // A feasible swap of one chosen index for an unchosen one, kept when its ratio is strictly worse.
    for (let j = 0; j < a.length; j++) {
      if (witness.includes(j)) continue;
      const other = [j, ...witness.slice(1)];
      const num = other.reduce((s, i) => s + a[i]!, 0);
      const den = other.reduce((s, i) => s + b[i]!, 0);
      if (num * best.den < best.num * den) {
        out.push(other.join(" "));
        break;
      }
    }
    return out;
  },

  size: ({ a }) => a.length,
});

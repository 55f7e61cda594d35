// Pick K of N points on a line minimising the summed distance from every point to its nearest pick. RLVE: Axis_KCenter.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { lineKMedian } from "../../lib/opt-small.ts";

interface Params {
  n: number;
}

interface Instance {
  xs: number[];
  k: number;
  best: number;
  /** One optimal choice of indices (ascending). */
  witness: number[];
}

function totalDistance(xs: readonly number[], picked: readonly number[]): number {
  let sum = 0;
  for (const x of xs) {
    let d = Number.POSITIVE_INFINITY;
    for (const i of picked) d = Math.min(d, Math.abs(x - xs[i]!));
    sum += d;
  }
  return sum;
}

export default defineEnv<Params, Instance, number[]>({
  id: "axis-k-center",
  rlveId: "Axis_KCenter",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Choose K points on a line minimising the total distance to the nearest chosen point",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const xs = rng.distinctInts(0, 5 * n, n);
    const k = rng.int(1, n - 1);
    const { best, chosen } = lineKMedian(xs, k);
    return { xs, k, best, witness: chosen };
  },

  prompt: ({ xs, k }) =>
    `There are ${xs.length} points on a line, numbered 0 to ${xs.length - 1}; point i is at position X[i]:\n` +
    xs.map((x, i) => `X[${i}] = ${x}`).join("\n") +
    `\n\nChoose exactly ${k} distinct points. For every point (chosen or not), take its distance to the nearest ` +
    "chosen point; make the sum of these distances as small as possible.\n" +
    "Answer with the indices of the chosen points, separated by spaces.",

  parse: (text) => parseIntList(text),

  score(picked, { xs, k, best }) {
    if (picked.length !== k) return invalid(`${picked.length} points chosen, expected ${k}`);
    const seen = new Set<number>();
    for (const i of picked) {
      if (i < 0 || i >= xs.length) return invalid(`point ${i} does not exist`);
      if (seen.has(i)) return invalid(`point ${i} is chosen twice`);
      seen.add(i);
    }
    return minimisationRatio(totalDistance(xs, picked), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ xs, k, best, witness }) {
    const out: string[] = [witness.slice(1).join(" "), [...witness.slice(1), xs.length].join(" ")];
    if (k >= 2) out.push([...witness.slice(1), witness[1]].join(" "));
    for (let i = 0; i < xs.length; i++) {
      if (witness.includes(i)) continue;
      const alt = [i, ...witness.slice(1)];
      if (totalDistance(xs, alt) > best) {
        out.push(alt.join(" "));
        break;
      }
    }
    return out;
  },

  size: ({ xs }) => xs.length,
});

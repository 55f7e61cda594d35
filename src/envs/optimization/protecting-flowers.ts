// Order the jobs so that the sum over jobs of (time elapsed before the job starts) x (its damage rate) is least. RLVE: ProtectingFlowers.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { readPermutation } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Time job i takes. */
  t: number[];
  /** Damage per time unit while job i waits. */
  d: number[];
  best: number;
  /** One optimal order. */
  witness: number[];
}

/** Sum over the jobs of the time elapsed before the job starts times its damage rate. */
function damageOf(order: readonly number[], t: readonly number[], d: readonly number[]): number {
  let elapsed = 0;
  let damage = 0;
  for (const j of order) {
    damage += elapsed * d[j]!;
    elapsed += t[j]!;
  }
  return damage;
}

export default defineEnv<Params, Instance, number[]>({
  id: "protecting-flowers",
  rlveId: "ProtectingFlowers",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Order jobs to minimise the total of waiting time times damage rate",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const t = Array.from({ length: n }, () => rng.int(1, 2 * n + 5));
    const d = Array.from({ length: n }, () => rng.int(1, 2 * n + 5));
    // Smith's ratio rule: swapping adjacent jobs a, b changes the total by t[a]·d[b] - t[b]·d[a], so the order
    // by increasing t/d is optimal (ties in any order).
    const witness = t.map((_, i) => i).sort((a, b) => t[a]! * d[b]! - t[b]! * d[a]! || a - b);
    return { t, d, best: damageOf(witness, t, d), witness };
  },

  prompt: ({ t, d }) =>
    `There are ${t.length} jobs, numbered 0 to ${t.length - 1}, to be done one after another starting at time 0, ` +
    "without breaks. Job i takes T[i] time units, and until it starts it causes D[i] damage per time unit:\n" +
    t.map((x, i) => `job ${i}: T=${x}, D=${d[i]}`).join("\n") +
    "\n\nThe damage of a job is D[i] times the time elapsed before it starts. Choose the order of the jobs so that " +
    "the total damage is as small as possible.\n" +
    `Answer with the order of the jobs: a permutation of 0..${t.length - 1}, separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(order, { t, d, best }) {
    const pos = readPermutation(order, t.length);
    if (typeof pos === "string") return invalid(pos);
    return minimisationRatio(damageOf(order, t, d), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ t, d, best, witness }, rng) {
    const out: string[] = [];
    for (const order of [[...witness].reverse(), rng.permutation(t.length), rng.permutation(t.length)]) {
      if (damageOf(order, t, d) > best) {
        out.push(order.join(" "));
        break;
      }
    }
    out.push(witness.slice(1).join(" ")); // a job missing
    out.push([...witness.slice(1), witness[1]!].join(" ")); // a job twice
    out.push([...witness.slice(1), t.length].join(" ")); // a job that does not exist
    return out;
  },

  size: ({ t }) => t.length,
});

// Schedule one stunt per time slot so that the sum, over repeated stunts, of the stunt's value times the time
// since it was last flown is as large as possible. RLVE: StuntFlying.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { readLabels } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** value[j - 1]: the value of stunt j (stunts are numbered from 1). */
  value: number[];
  best: number;
  /** One optimal schedule (stunt numbers). */
  witness: number[];
}

/** Sum over slots i whose stunt was flown before of value x (i - the previous slot with that stunt). */
export function showScore(value: readonly number[], schedule: readonly number[]): number {
  const last = new Map<number, number>();
  let total = 0;
  schedule.forEach((s, i) => {
    const prev = last.get(s);
    if (prev !== undefined) total += value[s - 1]! * (i - prev);
    last.set(s, i);
  });
  return total;
}

/**
 * Exact: a stunt earns its value times the distance from its first to its last slot, and these spans have
 * distinct ends, so the t largest spans sum to at most (N-1) + (N-3) + ... (t terms). Nesting the stunts,
 * most valuable outermost, reaches every such bound at once, hence the optimum (rearrangement).
 */
export function bestShow(n: number, value: readonly number[]): { best: number; witness: number[] } {
  const order = value.map((_, j) => j + 1).sort((p, q) => value[q - 1]! - value[p - 1]! || p - q);
  const witness = new Array<number>(n).fill(order[0]!);
  const pairs = Math.min(order.length, Math.floor(n / 2));
  for (let t = 0; t < pairs; t++) {
    witness[t] = order[t]!;
    witness[n - 1 - t] = order[t]!;
  }
  return { best: showScore(value, witness), witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "stunt-flying",
  rlveId: "StuntFlying",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Schedule stunts to maximise value times the gaps between repeats",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const k = rng.int(2, n);
    const value = Array.from({ length: k }, () => rng.int(1, 10 * n));
    return { n, value, ...bestShow(n, value) };
  },

  prompt: ({ n, value }) =>
    `A pilot flies ${n} stunts, one in each time slot 0 to ${n - 1}, choosing each from ${value.length} kinds ` +
    `numbered 1 to ${value.length}. The kinds have values:\n` +
    value.map((v, j) => `kind ${j + 1}: ${v}`).join("\n") +
    "\n\nWhen the stunt in slot i is of a kind last flown in slot p < i, it scores the value of its kind times " +
    "(i - p); the first stunt of each kind scores nothing. Choose the kinds of all slots so that the total " +
    "score is as large as possible.\n" +
    `Answer with the ${n} kinds for slots 0 to ${n - 1}, separated by spaces.`,
  answerExample: ({ n }) => new Array<number>(n).fill(1).join(" "),

  parse: (text) => parseIntList(text),

  score(schedule, { n, value, best }) {
    const labels = readLabels(
      schedule.map((s) => s - 1),
      n,
      value.length,
      "kind",
    );
    if (typeof labels === "string") {
      return invalid(
        schedule.length !== n
          ? `expected ${n} kinds, got ${schedule.length}`
          : `every kind must be in 1..${value.length}`,
      );
    }
    return maximisationRatio(showScore(value, schedule), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, value, best, witness }) {
    const out: string[] = [];
    const swapped = witness.slice();
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!]; // the two most valuable spans exchanged
    if (showScore(value, swapped) !== best) out.push(swapped.join(" "));
    out.push(new Array<number>(n).fill(witness[0]!).join(" ")); // one kind only
    out.push(witness.slice(1).join(" ")); // a slot missing
    out.push([value.length + 1, ...witness.slice(1)].join(" ")); // a kind that does not exist
    out.push([0, ...witness.slice(1)].join(" "));
    return out;
  },

  size: ({ n }) => n,
});

// Stock arrives every day and one customer per day asks for some; serve as many customers as possible. RLVE: HURWarehouseStore.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Units delivered on the morning of day i. */
  arrive: number[];
  /** Units the customer of day i asks for. */
  demand: number[];
  best: number;
  /** One largest set of served days (ascending). */
  witness: number[];
}

/**
 * The largest set of days whose customers can all be served: serve every customer in turn and, when the
 * stock runs out, give up the largest order served so far (a classic exchange argument: that keeps the
 * count and leaves the most stock).
 */
export function mostCustomers(arrive: readonly number[], demand: readonly number[]): number[] {
  const served: number[] = []; // a max-heap of days by demand
  const bigger = (x: number, y: number) => demand[x]! > demand[y]! || (demand[x] === demand[y] && x > y);
  let stock = 0;
  for (let day = 0; day < arrive.length; day++) {
    stock += arrive[day]!;
    served.push(day);
    for (let i = served.length - 1; i > 0; ) {
      const up = (i - 1) >> 1;
      if (!bigger(served[i]!, served[up]!)) break;
      [served[i], served[up]] = [served[up]!, served[i]!];
      i = up;
    }
    stock -= demand[day]!;
    if (stock < 0) {
      const top = served[0]!;
      stock += demand[top]!;
      const last = served.pop()!;
      if (served.length > 0) {
        served[0] = last;
        for (let i = 0; ; ) {
          let m = i;
          for (const c of [2 * i + 1, 2 * i + 2])
            if (c < served.length && bigger(served[c]!, served[m]!)) m = c;
          if (m === i) break;
          [served[i], served[m]] = [served[m]!, served[i]!];
          i = m;
        }
      }
    }
  }
  return served.sort((x, y) => x - y);
}

/** Why the served days cannot all be served, or null. */
function shortfall(days: Uint8Array, arrive: readonly number[], demand: readonly number[]): string | null {
  let stock = 0;
  for (let day = 0; day < arrive.length; day++) {
    stock += arrive[day]!;
    if (!days[day]) continue;
    if (stock < demand[day]!)
      return `on day ${day} only ${stock} units are in stock, the customer asks for ${demand[day]}`;
    stock -= demand[day]!;
  }
  return null;
}

export default defineEnv<Params, Instance, number[]>({
  id: "hur-warehouse-store",
  rlveId: "HURWarehouseStore",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Serve as many daily customers as the arriving stock allows",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const arrive = Array.from({ length: n }, () => rng.int(1, 5 * n));
    const demand = Array.from({ length: n }, () => rng.int(1, 10 * n));
    let witness = mostCustomers(arrive, demand);
    if (witness.length === 0) {
      // At least one customer can be served: the last one asks for at most the whole delivery.
      demand[n - 1] = rng.int(
        1,
        arrive.reduce((a, b) => a + b, 0),
      );
      witness = mostCustomers(arrive, demand);
    }
    return { arrive, demand, best: witness.length, witness };
  },

  prompt: ({ arrive, demand }) =>
    `A warehouse is empty before day 0 and runs for ${arrive.length} days (0 to ${arrive.length - 1}). ` +
    "On the morning of day i, A[i] units arrive; later that day one customer asks for B[i] units. " +
    "You may serve the customer (handing over B[i] units, which needs at least B[i] units in stock) or turn them away. " +
    "Unused units stay in stock for later days.\n" +
    arrive.map((a, i) => `day ${i}: A=${a}, B=${demand[i]}`).join("\n") +
    "\n\nServe as many customers as possible.\nAnswer with the days whose customers you serve, separated by spaces.",
  answerExample: ({ arrive }) => `${arrive.length}`,

  parse: (text) => parseIntList(text),

  score(days, { arrive, demand, best }) {
    const chosen = readSubset(days, arrive.length, "day");
    if (typeof chosen === "string") return invalid(chosen);
    const why = shortfall(chosen, arrive, demand);
    if (why !== null) return invalid(why);
    return maximisationRatio(days.length, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ arrive, witness }) {
    const out = [`${witness.join(" ")} ${arrive.length}`, witness.slice(1).join(" ") || "-1"];
    const other = arrive.findIndex((_, d) => !witness.includes(d));
    if (other >= 0) out.push([...witness, other].join(" ")); // one customer too many
    out.push(`${witness.join(" ")} ${witness[0]}`);
    return out;
  },

  size: ({ arrive }) => arrive.length,
});

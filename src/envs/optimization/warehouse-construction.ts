// Choose warehouse sites among factories on a slope (goods only move downhill) minimising building plus transport cost. RLVE: WarehouseConstruction.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Distance of factory i from the top of the slope (increasing). */
  x: number[];
  /** Products stored at factory i. */
  p: number[];
  /** Cost of building a warehouse at factory i. */
  c: number[];
  best: number;
  /** One optimal set of warehouse sites (ascending). */
  witness: number[];
}

/** Building plus transport cost of the sites (a membership array), or why some product has nowhere to go. */
function costOf(built: Uint8Array, { x, p, c }: Instance): number | string {
  let cost = 0;
  let next = -1;
  for (let i = x.length - 1; i >= 0; i--) {
    if (built[i]) {
      next = i;
      cost += c[i]!;
    }
    if (p[i]! > 0) {
      if (next < 0) return `the products of factory ${i} have no warehouse at or below it`;
      cost += p[i]! * (x[next]! - x[i]!);
    }
  }
  return cost;
}

/**
 * Exact optimum by an O(n²) DP: dp[i] is the least cost of the factories 0..i with a warehouse at i (each
 * product goes to the first warehouse at or below it), from the previous warehouse j < i:
 * dp[i] = C[i] + min over j of dp[j] + sum over j < k <= i of P[k]·(X[i] - X[k]).
 */
function solve(
  x: readonly number[],
  p: readonly number[],
  c: readonly number[],
): { best: number; witness: number[] } {
  const n = x.length;
  const dp = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  const from = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i++) {
    let carry = 0; // transport of the factories j+1..i to i
    for (let j = i - 1; j >= -1; j--) {
      carry += p[j + 1]! * (x[i]! - x[j + 1]!);
      const v = (j >= 0 ? dp[j]! : 0) + carry + c[i]!;
      if (v < dp[i]!) {
        dp[i] = v;
        from[i] = j;
      }
    }
  }
  // The last factory holds products, so it has a warehouse.
  const end = n - 1;
  const witness: number[] = [];
  for (let i = end; i >= 0; i = from[i]!) witness.push(i);
  return { best: dp[end]!, witness: witness.reverse() };
}

export default defineEnv<Params, Instance, number[]>({
  id: "warehouse-construction",
  rlveId: "WarehouseConstruction",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Choose warehouse sites along a slope minimising building plus transport cost",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const x: number[] = [];
    for (let i = 0, at = 0; i < n; i++) x.push((at += rng.int(i === 0 ? 0 : 1, 5)));
    const p = Array.from({ length: n }, () => (rng.bool(0.15) ? 0 : rng.int(1, 10)));
    p[n - 1] = rng.int(1, 10); // so some warehouse is needed: at the bottom factory
    const c = Array.from({ length: n }, () => rng.int(5, 60));
    return { x, p, c, ...solve(x, p, c) };
  },

  prompt: ({ x, p, c }) =>
    `There are ${x.length} factories on a slope, numbered 0 to ${x.length - 1} from the top down. Factory i is at ` +
    "distance X[i] from the top, holds P[i] products, and a warehouse can be built there for C[i]:\n" +
    x.map((xi, i) => `factory ${i}: X=${xi}, P=${p[i]}, C=${c[i]}`).join("\n") +
    "\n\nEvery product must be stored in a warehouse at its own factory or at a factory further down (products " +
    "only move downhill). Moving one product from factory i to factory j (j >= i) costs X[j] - X[i]. Choose where " +
    "to build warehouses so that the building costs plus the cheapest transport costs are as small as possible.\n" +
    "Answer with the factories where warehouses are built, separated by spaces.",

  parse: (text) => parseIntList(text),

  score(sites, inst) {
    const built = readSubset(sites, inst.x.length, "factory");
    if (typeof built === "string") return invalid(built);
    const cost = costOf(built, inst);
    if (typeof cost === "string") return invalid(cost);
    return minimisationRatio(cost, inst.best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers(inst) {
    const n = inst.x.length;
    const out: string[] = [];
    const every = Array.from({ length: n }, (_, i) => i);
    const onlyLast = [n - 1];
    for (const sites of [every, onlyLast]) {
      const built = readSubset(sites, n, "factory") as Uint8Array;
      const cost = costOf(built, inst);
      if (typeof cost === "number" && cost > inst.best) out.push(sites.join(" "));
    }
    out.push(inst.witness.filter((i) => i !== n - 1).join(" ") || "0"); // last products stranded
    out.push([...inst.witness, n].join(" ")); // a factory that does not exist
    out.push([...inst.witness, inst.witness[0]!].join(" ")); // a site twice
    return out;
  },

  size: ({ x }) => x.length,
});

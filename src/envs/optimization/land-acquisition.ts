// Partition plots into groups, each costing (largest width) x (largest length), minimising the total cost. RLVE: LandAcquisition.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntRows } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  w: number[];
  l: number[];
  best: number;
  /** One optimal partition (each group ascending, groups by first item). */
  witness: number[][];
}

/** The total cost of a partition. */
export function partitionCost(
  groups: readonly (readonly number[])[],
  w: readonly number[],
  l: readonly number[],
): number {
  let total = 0;
  for (const g of groups) total += Math.max(...g.map((i) => w[i]!)) * Math.max(...g.map((i) => l[i]!));
  return total;
}

/**
 * A cheapest partition. A plot no wider and no longer than another costs nothing once grouped with it, so
 * only the undominated plots matter; sorted by width ascending their lengths descend, and an optimal
 * partition of them takes contiguous runs (a run i..j costs width[j] x length[i]), found by an O(k^2) DP.
 */
export function cheapestPartition(w: readonly number[], l: readonly number[]): number[][] {
  const n = w.length;
  const byWidth = Array.from({ length: n }, (_, i) => i).sort(
    (x, y) => w[y]! - w[x]! || l[y]! - l[x]! || x - y,
  );
  // Widest first: a plot is kept when it is longer than every plot kept before it.
  const kept: number[] = [];
  const owner = new Array<number>(n).fill(-1);
  for (const i of byWidth) {
    const last = kept[kept.length - 1];
    if (last !== undefined && l[last]! >= l[i]!) owner[i] = last;
    else kept.push(i);
  }
  // kept: width descending, length ascending; reverse to width ascending, length descending.
  kept.reverse();
  const k = kept.length;
  const dp = new Array<number>(k + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Array<number>(k + 1).fill(0);
  dp[0] = 0;
  for (let j = 1; j <= k; j++) {
    for (let i = 0; i < j; i++) {
      const c = dp[i]! + w[kept[j - 1]!]! * l[kept[i]!]!;
      if (c < dp[j]!) {
        dp[j] = c;
        from[j] = i;
      }
    }
  }
  const groupOf = new Array<number>(n).fill(-1);
  const groups: number[][] = [];
  for (let j = k; j > 0; j = from[j]!) {
    for (let t = from[j]!; t < j; t++) groupOf[kept[t]!] = groups.length;
    groups.push([]);
  }
  // A dominated plot joins the group of its dominator (which may itself be dominated: follow the chain).
  for (let i = 0; i < n; i++) {
    let r = i;
    while (groupOf[r] === -1) r = owner[r]!;
    groups[groupOf[r]!]!.push(i);
  }
  return groups.sort((x, y) => x[0]! - y[0]!);
}

export default defineEnv<Params, Instance, number[][]>({
  id: "land-acquisition",
  rlveId: "LandAcquisition",
  category: "optimization/NP-hard construction",
  split: "held-out",
  version: 1,
  title: "Group plots so that the total of (largest width x largest length) per group is smallest",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    // Wide plots tend to be short (width S^t, length S^(1-t) times a random factor in [0.5, 2]), so that
    // neither one group for all nor a group per plot is usually optimal.
    const s = 100 * n;
    const w: number[] = [];
    const l: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = rng.int(0, 1000) / 1000;
      w.push(Math.max(1, Math.round(s ** t)));
      l.push(Math.max(1, Math.round((s ** (1 - t) * rng.int(5, 20)) / 10)));
    }
    const witness = cheapestPartition(w, l);
    return { w, l, best: partitionCost(witness, w, l), witness };
  },

  prompt: ({ w, l }) =>
    `There are ${w.length} plots of land, numbered 0 to ${w.length - 1}, each with a width W and a length L:\n` +
    w.map((x, i) => `plot ${i}: W=${x}, L=${l[i]}`).join("\n") +
    "\n\nSplit the plots into groups (every plot in exactly one group). A group costs (the largest W in the group) x (the largest L in the group). " +
    "Make the total cost of all groups as small as possible.\n" +
    "Answer with one group per line: the plot numbers of the group separated by spaces.",
  answerExample: ({ w }) => `0 ${w.length}\n1`,

  parse: (text) => parseIntRows(text),

  score(groups, { w, l, best }) {
    const n = w.length;
    const seen = new Uint8Array(n);
    for (const g of groups) {
      for (const i of g) {
        if (i < 0 || i >= n) return invalid(`plot ${i} does not exist`);
        if (seen[i]) return invalid(`plot ${i} is in two groups or twice in one`);
        seen[i] = 1;
      }
    }
    const missing = seen.indexOf(0);
    if (missing >= 0) return invalid(`plot ${missing} is in no group`);
    return minimisationRatio(partitionCost(groups, w, l), best);
  },

  reference: ({ witness }) => witness.map((g) => g.join(" ")).join("\n"),

  wrongAnswers({ w, l, best, witness }) {
    const n = w.length;
    const out = [
      witness
        .map((g) => g.join(" "))
        .join("\n")
        .replace(/\d+$/, "") || "0",
      `${witness.map((g) => g.join(" ")).join("\n")}\n${n}`,
    ];
    out.push(`${witness.map((g) => g.join(" ")).join("\n")}\n${witness[0]![0]}`);
    const singles = Array.from({ length: n }, (_, i) => [i]);
    const one = [Array.from({ length: n }, (_, i) => i)];
    for (const p of [singles, one])
      if (partitionCost(p, w, l) > best) out.push(p.map((g) => g.join(" ")).join("\n"));
    return out;
  },

  size: ({ w }) => w.length,
});

// Rearrange a line of elephants into a target order by swaps, a swap costing the two elephants' masses, at the
// least total cost. RLVE: SLOElephants.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntRows } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  mass: number[];
  /** start[p]: the elephant standing at position p now. */
  start: number[];
  /** goal[p]: the elephant that must stand at position p. */
  goal: number[];
  best: number;
  /** One cheapest list of swaps (pairs of positions). */
  witness: [number, number][];
}

/** Reward of a swap list that does not reach the target order. */
const UNSUCCESSFUL = -0.2;

/**
 * Exact (the classic cycle argument): each cycle of the displacement is solved either by its lightest
 * elephant m alone, costing sum + (len - 2) * m, or by borrowing the lightest elephant g of all, costing
 * sum + m + (len + 1) * g; cycles are independent. Returns the swaps, whose cost is the optimum.
 */
export function cheapestSwaps(
  mass: readonly number[],
  start: readonly number[],
  goal: readonly number[],
): { best: number; witness: [number, number][] } {
  const n = start.length;
  const cur = start.slice();
  const where = new Array<number>(n);
  cur.forEach((e, p) => {
    where[e] = p;
  });
  const witness: [number, number][] = [];
  let best = 0;
  const swap = (p: number, q: number) => {
    witness.push([p, q]);
    best += mass[cur[p]!]! + mass[cur[q]!]!;
    [cur[p], cur[q]] = [cur[q]!, cur[p]!];
    where[cur[p]!] = p;
    where[cur[q]!] = q;
  };
  const g = mass.indexOf(Math.min(...mass));
  const seen = new Uint8Array(n);
  for (let p0 = 0; p0 < n; p0++) {
    if (seen[p0]) continue;
    // The cycle through p0: the elephant at p goes to the position where the goal wants it.
    const cycle: number[] = [];
    for (let p = p0; !seen[p]; p = goal.indexOf(start[p]!)) {
      seen[p] = 1;
      cycle.push(start[p]!);
    }
    if (cycle.length < 2) continue;
    const m = cycle.reduce((a, e) => (mass[e]! < mass[a]! ? e : a));
    const sum = cycle.reduce((s, e) => s + mass[e]!, 0);
    const alone = sum + (cycle.length - 2) * mass[m]!;
    const borrowed = sum + mass[m]! + (cycle.length + 1) * mass[g]!;
    if (borrowed < alone) {
      swap(where[g]!, where[m]!);
      while (goal[where[g]!] !== m) swap(where[g]!, where[goal[where[g]!]!]!);
      swap(where[g]!, where[m]!);
    } else {
      while (goal[where[m]!] !== m) swap(where[m]!, where[goal[where[m]!]!]!);
    }
  }
  return { best, witness };
}

/** Applies the swaps: the total cost, or why they are not allowed, and whether the goal is reached. */
export function applySwaps(
  mass: readonly number[],
  start: readonly number[],
  goal: readonly number[],
  swaps: readonly number[][],
): { cost: number; done: boolean } | string {
  const n = start.length;
  const cur = start.slice();
  let cost = 0;
  for (const [p, q] of swaps as [number, number][]) {
    if (p < 0 || p >= n || q < 0 || q >= n) return `position ${p < 0 || p >= n ? p : q} does not exist`;
    if (p === q) return `swap (${p}, ${q}) names one position twice`;
    cost += mass[cur[p]!]! + mass[cur[q]!]!;
    [cur[p], cur[q]] = [cur[q]!, cur[p]!];
  }
  return { cost, done: cur.every((e, p) => e === goal[p]) };
}

export default defineEnv<Params, Instance, number[][]>({
  id: "slo-elephants",
  rlveId: "SLOElephants",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Cheapest swaps turning one order of elephants into another",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const mass = Array.from({ length: n }, () => rng.int(1, 10 * n));
    const start = rng.permutation(n);
    const goal = rng.permutation(n);
    if (goal.every((e, p) => e === start[p])) [goal[0], goal[1]] = [goal[1]!, goal[0]!];
    return { mass, start, goal, ...cheapestSwaps(mass, start, goal) };
  },

  prompt: ({ mass, start, goal }) =>
    `There are ${mass.length} elephants, numbered 0 to ${mass.length - 1}, with masses:\n` +
    mass.map((w, e) => `elephant ${e}: ${w}`).join("\n") +
    `\n\nThey stand in a line of positions 0 to ${mass.length - 1}. From position 0 onwards, the line is now:\n` +
    `${start.join(" ")}\nand it must become:\n${goal.join(" ")}\n\n` +
    "You may swap the elephants standing at two different positions; a swap costs the sum of the two " +
    "elephants' masses. Reach the target line with the smallest possible total cost.\n" +
    'Answer with the swaps in order, one per line, each as two positions "p q".',
  answerExample: ({ mass }) => `0 ${mass.length - 1}\n0 0`,

  parse: (text) => parseIntRows(text, { cols: 2 }),

  score(swaps, { mass, start, goal, best }) {
    const result = applySwaps(mass, start, goal, swaps);
    if (typeof result === "string") return invalid(result);
    if (!result.done) return invalid("the swaps do not reach the target line", UNSUCCESSFUL);
    return minimisationRatio(result.cost, best);
  },

  reference: ({ witness }) => witness.map(([p, q]) => `${p} ${q}`).join("\n"),

  wrongAnswers({ mass, start, goal, best, witness }) {
    const lines = (s: [number, number][]) => s.map(([p, q]) => `${p} ${q}`).join("\n");
    const out: string[] = [lines(witness.slice(0, -1))]; // one swap short
    // Selection-sort order: place position 0, 1, ... in turn (reaches the goal, usually at a higher cost).
    const cur = start.slice();
    const plain: [number, number][] = [];
    for (let p = 0; p < cur.length; p++) {
      const q = cur.indexOf(goal[p]!);
      if (q !== p) {
        plain.push([p, q]);
        [cur[p], cur[q]] = [cur[q]!, cur[p]!];
      }
    }
    const r = applySwaps(mass, start, goal, plain);
    if (typeof r !== "string" && r.cost !== best) out.push(lines(plain));
    out.push(`${lines(witness)}\n0 ${mass.length}`); // a position that does not exist
    out.push(`${lines(witness)}\n1 1`); // one position twice
    return out;
  },

  size: ({ mass }) => mass.length,
});

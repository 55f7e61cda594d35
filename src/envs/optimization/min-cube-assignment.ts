// Give every cell of a P×Q grid a value in [0, R), each choice with its own cost, so that side-by-side cells differ by at most D and the total cost is least. RLVE: MinCubeAssignment.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntRows } from "../../core/kit.ts";
import { sourceSide } from "../../lib/cuts.ts";
import { FlowNetwork } from "../../lib/flow.ts";
import { gridLines, neighbours4 } from "../../lib/statement.ts";

interface Params {
  maxPQR: number;
}

interface Instance {
  p: number;
  q: number;
  r: number;
  d: number;
  /** cost[i][j][v]: the cost of giving cell (i, j) the value v. */
  cost: number[][][];
  best: number;
  /** One optimal assignment, p rows of q values. */
  witness: number[][];
}

const UNCUTTABLE = Number.MAX_SAFE_INTEGER;

/**
 * The cheapest assignment, as a minimum cut: each cell is a chain of r arcs from the source to the sink, cutting
 * the v-th arc gives the cell value v; reverse arcs that cannot be cut make every chain cut exactly once, and
 * for neighbours a, b an uncuttable arc from a's v-th node to b's (v - d)-th forbids f(a) - f(b) > d.
 */
export function cheapestAssignment(
  cost: readonly (readonly (readonly number[])[])[],
  d: number,
): { best: number; values: number[][] } {
  const p = cost.length;
  const q = cost[0]!.length;
  const r = cost[0]![0]!.length;
  const node = (i: number, j: number, v: number) => (i * q + j) * (r + 1) + v;
  const s = p * q * (r + 1);
  const t = s + 1;
  const net = new FlowNetwork(s + 2);
  for (let i = 0; i < p; i++) {
    for (let j = 0; j < q; j++) {
      net.addArc(s, node(i, j, 0), UNCUTTABLE);
      net.addArc(node(i, j, r), t, UNCUTTABLE);
      for (let v = 0; v < r; v++) {
        net.addArc(node(i, j, v), node(i, j, v + 1), cost[i]![j]![v]!);
        net.addArc(node(i, j, v + 1), node(i, j, v), UNCUTTABLE);
      }
      for (const [ni, nj] of neighbours4(i, j, p, q)) {
        for (let v = d + 1; v <= r; v++) net.addArc(node(i, j, v), node(ni, nj, v - d), UNCUTTABLE);
      }
    }
  }
  const best = net.maxFlow(s, t);
  const side = sourceSide(net, s);
  const values = Array.from({ length: p }, (_, i) =>
    Array.from({ length: q }, (_, j) => {
      let v = 0;
      while (side[node(i, j, v + 1)]) v++;
      return v;
    }),
  );
  return { best, values };
}

function totalCost(
  cost: readonly (readonly (readonly number[])[])[],
  values: readonly (readonly number[])[],
): number {
  return values.reduce((acc, row, i) => acc + row.reduce((a, v, j) => a + cost[i]![j]![v]!, 0), 0);
}

export default defineEnv<Params, Instance, number[][]>({
  id: "min-cube-assignment",
  rlveId: "MinCubeAssignment",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Cheapest values for grid cells whose neighbours differ by at most D",
  answerKind: "any-optimal",

  params: (level) => ({ maxPQR: afterUpdates(2, level, grow.plus1) }),

  generate({ maxPQR }, rng) {
    const p = rng.int(1, maxPQR);
    const q = rng.int(p === 1 ? 2 : 1, maxPQR);
    const r = rng.int(2, Math.max(2, maxPQR));
    const d = rng.int(0, r - 2);
    const cost = Array.from({ length: p }, () =>
      Array.from({ length: q }, () => Array.from({ length: r }, () => rng.int(1, 30))),
    );
    const { best, values } = cheapestAssignment(cost, d);
    if (totalCost(cost, values) !== best)
      throw new Error("min-cube-assignment: the cut and its assignment disagree");
    return { p, q, r, d, cost, best, witness: values };
  },

  prompt: ({ p, q, r, d, cost }) =>
    `You are given a grid of ${p} rows and ${q} columns (numbered from 0). Every cell (i, j) must get a value f(i, j) ` +
    `in 0..${r - 1}; giving cell (i, j) the value v costs C[i][j][v]. The costs, one line per cell listing ` +
    `C[i][j][0] ... C[i][j][${r - 1}], are:\n` +
    cost.flatMap((row, i) => row.map((cs, j) => `(${i}, ${j}): ${cs.join(" ")}`)).join("\n") +
    `\n\nTwo cells that share a side must get values differing by at most ${d}. Make the total cost of all cells as ` +
    `small as possible.\nAnswer with the values: ${p} lines, line i holding ${q > 1 ? `f(i, 0) ... f(i, ${q - 1}) separated by spaces` : "f(i, 0)"}.`,
  answerExample: ({ p, q, r }) =>
    Array.from({ length: p }, (_, i) => Array.from({ length: q }, () => (i === 0 ? r : 0)).join(" ")).join(
      "\n",
    ),

  parse: (text, { p, q }) => parseIntRows(text, { rows: p, cols: q }),

  score(values, { p, q, r, d, cost, best }) {
    for (let i = 0; i < p; i++) {
      for (let j = 0; j < q; j++) {
        const v = values[i]![j]!;
        if (!Number.isInteger(v) || v < 0 || v >= r)
          return invalid(`value ${v} at (${i}, ${j}) is not in 0..${r - 1}`);
      }
    }
    for (let i = 0; i < p; i++) {
      for (let j = 0; j < q; j++) {
        for (const [ni, nj] of neighbours4(i, j, p, q)) {
          if (Math.abs(values[i]![j]! - values[ni]![nj]!) > d) {
            return invalid(`cells (${i}, ${j}) and (${ni}, ${nj}) differ by more than ${d}`);
          }
        }
      }
    }
    return minimisationRatio(totalCost(cost, values), best);
  },

  reference: ({ witness }) => gridLines(witness, " "),

  wrongAnswers({ p, q, r, d, cost, best, witness }) {
    const out: string[] = [];
    const show = (vs: number[][]) => gridLines(vs, " ");
    // Every cell at the same value: feasible; kept when it is not optimal.
    for (let v = 0; v < r; v++) {
      const flat = Array.from({ length: p }, () => new Array<number>(q).fill(v));
      if (totalCost(cost, flat) > best) {
        out.push(show(flat));
        break;
      }
    }
    const far = witness.map((row) => row.slice());
    far[0]![0] = witness[0]![0]! > d ? 0 : r - 1; // now differs by more than d from a neighbour, unless it happens to fit
    const [ni, nj] = neighbours4(0, 0, p, q)[0]!;
    if (Math.abs(far[0]![0]! - far[ni]![nj]!) > d) out.push(show(far));
    const outside = witness.map((row) => row.slice());
    outside[p - 1]![q - 1] = r;
    out.push(show(outside)); // a value out of range
    out.push(show(witness.slice(1)) || "0"); // a row missing
    return out;
  },

  size: ({ p, q, r }) => p * q * r,
});

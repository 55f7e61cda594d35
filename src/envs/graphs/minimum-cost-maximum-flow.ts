// Find a maximum flow from 0 to N-1 of least total cost, as per-edge flows. RLVE: MinimumCost_MaximumFlow.
import {
  afterUpdates,
  correct,
  defineEnv,
  graded,
  grow,
  inexact,
  invalid,
  parseIntList,
} from "../../core/kit.ts";
import { FlowNetwork } from "../../lib/flow.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** (u, v, capacity, cost per unit). */
  edges: Array<[number, number, number, number]>;
  maxFlow: number;
  minCost: number;
  witness: number[];
}

const EDGE_DENSITIES = Array.from({ length: 11 }, (_, i) => 0.1 + i * 0.05);

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-cost-maximum-flow",
  rlveId: "MinimumCost_MaximumFlow",
  category: "graph algorithms",
  version: 1,
  title: "Minimum-cost maximum flow, as per-edge flows",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const seen = new Set<number>();
    const pairs: Array<[number, number]> = [];
    const add = (u: number, v: number) => {
      if (u === v || v === 0 || u === n - 1 || seen.has(u * n + v)) return;
      seen.add(u * n + v);
      pairs.push([u, v]);
    };
    const chain = [
      0,
      ...rng.sample(rng.permutation(n - 2), rng.int(0, Math.min(3, n - 2))).map((v) => v + 1),
      n - 1,
    ];
    for (let i = 0; i + 1 < chain.length; i++) add(chain[i]!, chain[i + 1]!);
    const m = Math.round(rng.pick(EDGE_DENSITIES) * n * (n - 1));
    for (let t = 0; t < 3 * m && pairs.length < m; t++) add(rng.int(0, n - 1), rng.int(0, n - 1));
    const maxCap = Math.max(5, n);
    const edges = rng
      .shuffle(pairs)
      .map(([u, v]) => [u, v, rng.int(1, maxCap), rng.int(1, maxCap)] as [number, number, number, number]);
    const net = new FlowNetwork(n);
    const ids = edges.map(([u, v, c, w]) => net.addArc(u, v, c, w));
    const { flow, cost } = net.minCostMaxFlow(0, n - 1);
    return { n, edges, maxFlow: flow, minCost: cost, witness: ids.map((id) => net.flowOf(id)) };
  },

  prompt: ({ n, edges }) =>
    `A directed network has ${n} vertices, labelled 0 to ${n - 1}, and ${edges.length} edges, numbered 0 to ${edges.length - 1}. ` +
    "Edge i is written (u, v, c, w): it goes from u to v, can carry at most c units, and costs w per unit carried:\n" +
    edges.map(([u, v, c, w], i) => `edge ${i}: (${u}, ${v}, ${c}, ${w})`).join("\n") +
    `\n\nSend as much flow as possible from vertex 0 to vertex ${n - 1}: each edge carries an integer amount between 0 and its ` +
    `capacity, and at every vertex other than 0 and ${n - 1} the flow in equals the flow out. Among all maximum flows, ` +
    "choose one of least total cost (the sum over edges of amount times cost).\n" +
    `Answer with the amounts carried by edges 0 to ${edges.length - 1} in order, separated by spaces.`,
  answerExample: "2 0 1 3",

  parse: (text, { edges }) => parseIntList(text, { length: edges.length }),

  score(f, { n, edges, maxFlow, minCost }) {
    const balance = new Array<number>(n).fill(0);
    let cost = 0;
    for (let i = 0; i < edges.length; i++) {
      const [u, v, c, w] = edges[i]!;
      if (f[i]! < 0 || f[i]! > c) return invalid(`edge ${i} carries ${f[i]}, outside [0, ${c}]`);
      balance[u]! -= f[i]!;
      balance[v]! += f[i]!;
      cost += f[i]! * w;
    }
    for (let v = 1; v < n - 1; v++)
      if (balance[v] !== 0) return invalid(`flow is not conserved at vertex ${v}`);
    const value = balance[n - 1]!;
    if (value > maxFlow) throw new Error(`flow ${value} beats the computed maximum ${maxFlow}`);
    if (value <= 0) return graded(0, `flow value ${value}`);
    const flowPart = 0.5 * (value / maxFlow) ** 5;
    if (value < maxFlow) return graded(flowPart, `flow ${value} of ${maxFlow}`);
    if (cost < minCost) throw new Error(`cost ${cost} beats the computed minimum ${minCost}`);
    if (cost === minCost) return correct(`maximum flow ${value} at least cost ${cost}`);
    // inexact: for a large least cost, 0.5 + 0.5 * (minCost / cost)^5 rounds to within 1e-6 of 1.
    return inexact(
      flowPart + 0.5 * (minCost / cost) ** 5,
      `maximum flow ${value}, cost ${cost} (least ${minCost})`,
    );
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ edges, witness }) {
    const out: string[] = [witness.map(() => 0).join(" ")];
    const over = witness.slice();
    over[0] = edges[0]![2] + 1;
    out.push(over.join(" "));
    const i = witness.findIndex((x) => x > 0);
    if (i >= 0) {
      const less = witness.slice();
      less[i]!--;
      out.push(less.join(" "));
    }
    return out;
  },

  size: ({ n }) => n,
});

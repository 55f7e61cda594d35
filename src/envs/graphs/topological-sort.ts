// Order 0..N-1 so that every given "a before b" constraint holds. RLVE: TopologicalSort.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { topologicalOrder } from "../../lib/digraph.ts";
import type { Edge } from "../../lib/graph.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** (a, b): a must come before b. */
  constraints: Edge[];
  /** One valid order. */
  witness: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "topological-sort",
  rlveId: "TopologicalSort",
  category: "graph algorithms",
  version: 3,
  title: "Order 0..N-1 so that every 'a before b' constraint holds",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  // RLVE-Gym's draw: the i-th element of a hidden order (i >= 1) must follow randint(1, i) distinct
  // elements before it, and the constraints are listed in random order.
  generate({ n }, rng) {
    const hidden = rng.permutation(n);
    const constraints: Edge[] = [];
    for (let i = 1; i < n; i++) {
      for (const j of rng.distinctInts(0, i - 1, rng.int(1, i))) constraints.push([hidden[j]!, hidden[i]!]);
    }
    rng.shuffle(constraints);
    const witness = topologicalOrder(n, constraints);
    if (witness === null) throw new Error("topological-sort: generated constraints have a cycle");
    return { n, constraints, witness };
  },

  prompt: ({ n, constraints }) =>
    `Arrange the integers 0 to ${n - 1} in an order (each exactly once) such that for every pair (a, b) below, ` +
    `a comes before b:\n` +
    constraints.map(([a, b]) => `(${a}, ${b})`).join("\n") +
    `\n\nAnswer with the ${n} integers in your order, separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(order, { n, constraints }) {
    if (order.length !== n)
      return invalid(`expected a permutation of 0..${n - 1}, got ${order.length} numbers`);
    const pos = new Array<number>(n).fill(-1);
    for (let i = 0; i < n; i++) {
      const v = order[i]!;
      if (v < 0 || v >= n || pos[v] !== -1) return invalid(`not a permutation of 0..${n - 1}`);
      pos[v] = i;
    }
    const ok = constraints.filter(([a, b]) => pos[a]! < pos[b]!).length;
    return fraction(ok, constraints.length);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, constraints, witness }) {
    const out: string[] = [];
    const [a, b] = constraints[0]!;
    const swapped = witness.map((v) => (v === a ? b : v === b ? a : v)); // breaks (a, b)
    out.push(swapped.join(" "));
    out.push(witness.slice(1).join(" ")); // not a permutation
    out.push([...witness.slice(0, -1), witness[0]].join(" ")); // a repeated number
    if (n >= 2) out.push(witness.slice().reverse().join(" "));
    return out;
  },

  size: ({ n }) => n,
});

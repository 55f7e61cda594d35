// Find positive integers satisfying =, <, <=, >, >= relations with the smallest possible sum. RLVE: DifferenceConstraintSystemDAG.
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

interface Params {
  n: number;
}

type Rel = "=" | "<" | "<=" | ">" | ">=";

interface Instance {
  n: number;
  /** (a, relation, b): x[a] relation x[b]. */
  relations: Array<[number, Rel, number]>;
  /** The least solution (every other solution is at least as large in every variable). */
  witness: number[];
  best: number;
}

function holds(x: number, r: Rel, y: number): boolean {
  switch (r) {
    case "=":
      return x === y;
    case "<":
      return x < y;
    case "<=":
      return x <= y;
    case ">":
      return x > y;
    case ">=":
      return x >= y;
  }
}

/** The least positive solution by longest paths (the relations must be satisfiable). */
export function leastSolution(n: number, relations: ReadonlyArray<readonly [number, Rel, number]>): number[] {
  // Arcs u -> v with weight w mean x[v] >= x[u] + w.
  const arcs: Array<[number, number, number]> = [];
  for (const [a, r, b] of relations) {
    if (r === "=" || r === "<=") arcs.push([a, b, 0]);
    if (r === "=" || r === ">=") arcs.push([b, a, 0]);
    if (r === "<") arcs.push([a, b, 1]);
    if (r === ">") arcs.push([b, a, 1]);
  }
  const x = new Array<number>(n).fill(1);
  for (let round = 0; round <= n; round++) {
    let changed = false;
    for (const [u, v, w] of arcs)
      if (x[u]! + w > x[v]!) {
        x[v] = x[u]! + w;
        changed = true;
      }
    if (!changed) return x;
  }
  throw new Error("leastSolution: the relations are contradictory");
}

export default defineEnv<Params, Instance, number[]>({
  id: "difference-constraint-system-dag",
  rlveId: "DifferenceConstraintSystemDAG",
  category: "graph algorithms",
  version: 2,
  title: "Satisfy order relations with positive integers of least sum",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const planted = Array.from({ length: n }, () => rng.int(1, Math.max(2, Math.ceil(n / 2))));
    const m = rng.int(n, 2 * n);
    const relations: Array<[number, Rel, number]> = [];
    for (let k = 0; k < m; k++) {
      const [a, b] = rng.sample(
        Array.from({ length: n }, (_, i) => i),
        2,
      ) as [number, number];
      const options = (["=", "<", "<=", ">", ">="] as const).filter((r) =>
        holds(planted[a]!, r, planted[b]!),
      );
      relations.push([a, rng.pick(options), b]);
    }
    const witness = leastSolution(n, relations);
    return { n, relations, witness, best: witness.reduce((s, v) => s + v, 0) };
  },

  prompt: ({ n, relations }) =>
    `Find positive integers x[0], ..., x[${n - 1}] (each at least 1) that satisfy all of these relations:\n` +
    relations.map(([a, r, b]) => `x[${a}] ${r} x[${b}]`).join("\n") +
    `\n\nAmong all such solutions, make the sum x[0] + ... + x[${n - 1}] as small as possible.\n` +
    `Answer with x[0] to x[${n - 1}] on one line, separated by spaces.`,

  parse: (text, { n }) => parseIntList(text, { length: n }),

  score(x, { relations, best }) {
    const bad = x.findIndex((v) => v < 1);
    if (bad >= 0) return invalid(`x[${bad}] = ${x[bad]} is not positive`);
    const ok = relations.filter(([a, r, b]) => holds(x[a]!, r, x[b]!)).length;
    const all = relations.length;
    const sum = x.reduce((s, v) => s + v, 0);
    if (ok === all && sum < best) throw new Error(`sum ${sum} beats the least solution ${best}`);
    if (ok === all && sum === best) return correct(`all ${all} relations hold with the least sum ${best}`);
    if (ok === all)
      // inexact: for a large least sum, 0.5 + 0.5 * (best / sum)^5 rounds to within 1e-6 of 1.
      return inexact(0.5 + 0.5 * (best / sum) ** 5, `all ${all} relations hold; sum ${sum}, least ${best}`);
    return graded(0.5 * (ok / all) ** 5, `${ok} of ${all} relations hold; sum ${sum}, least ${best}`);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ witness, relations }) {
    const plus = witness.map((v) => v + 1);
    const out = [plus.join(" ")];
    const [a, r, b] = relations[0]!;
    const broken = witness.slice();
    if (r === "<" || r === "<=" || r === "=") broken[a] = witness[b]! + 1;
    else broken[b] = witness[a]! + 1;
    out.push(broken.join(" "));
    out.push(witness.map(() => 0).join(" "));
    return out;
  },

  size: ({ n }) => n,
});

// Find integers satisfying a system of difference constraints x[a] - x[b] <= c. RLVE: DifferenceConstraintSystem.
import { afterUpdates, defineEnv, fraction, grow, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** (a, b, c): x[a] - x[b] <= c. */
  constraints: Array<[number, number, number]>;
  witness: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "difference-constraint-system",
  rlveId: "DifferenceConstraintSystem",
  category: "graph algorithms",
  version: 2,
  title: "Satisfy a system of difference constraints",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const witness = Array.from({ length: n }, () => rng.int(-n, n));
    const m = rng.int(n, 3 * n);
    const constraints: Array<[number, number, number]> = [];
    for (let k = 0; k < m; k++) {
      const [a, b] = rng.sample(
        Array.from({ length: n }, (_, i) => i),
        2,
      );
      constraints.push([a!, b!, witness[a!]! - witness[b!]! + (rng.bool(0.6) ? 0 : rng.int(1, 3))]);
    }
    return { n, constraints, witness };
  },

  prompt: ({ n, constraints }) =>
    `Find integers x[0], ..., x[${n - 1}] satisfying all of these inequalities:\n` +
    constraints.map(([a, b, c]) => `x[${a}] - x[${b}] <= ${c}`).join("\n") +
    `\n\nAnswer with x[0] to x[${n - 1}] on one line, separated by spaces.`,

  parse: (text, { n }) => parseIntList(text, { length: n }),

  score(x, { constraints }) {
    const ok = constraints.filter(([a, b, c]) => x[a]! - x[b]! <= c).length;
    return fraction(ok, constraints.length, 5, "inequalities");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ constraints, witness }) {
    const out: string[] = [];
    for (const [a, b, c] of constraints.slice(0, 3)) {
      const x = witness.slice();
      x[a] = x[b]! + c + 1;
      out.push(x.join(" "));
    }
    return out;
  },

  size: ({ n }) => n,
});

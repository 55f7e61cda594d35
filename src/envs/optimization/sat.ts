// Find a true/false assignment satisfying every clause of a CNF formula with a planted solution. RLVE: SAT.
import { afterUpdates, defineEnv, FormatError, fraction, grow, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

/** A literal: variable v (0-based), required true when `value` is true. */
interface Literal {
  v: number;
  value: boolean;
}

interface Instance {
  n: number;
  clauses: Literal[][];
  /** The planted satisfying assignment (0/1 per variable). */
  witness: number[];
}

/** Chance that a variable appears in a clause (every clause gets at least three). */
const DENSITIES = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35];
/** Clauses per variable: 1.0, 1.1, ..., 5.0. */
const M_MULTIPLES = Array.from({ length: 41 }, (_, i) => 1 + i / 10);
const FEW_VARIABLE_MULTIPLES = M_MULTIPLES.filter((x) => x >= 3);

const show = (l: Literal) => (l.value ? `x${l.v}` : `NOT x${l.v}`);
const holds = (l: Literal, x: readonly number[]) => (x[l.v] === 1) === l.value;
const satisfied = (clauses: readonly Literal[][], x: readonly number[]) =>
  clauses.filter((c) => c.some((l) => holds(l, x))).length;

export default defineEnv<Params, Instance, number[]>({
  id: "sat",
  rlveId: "SAT",
  category: "optimization/NP-hard construction",
  version: 5,
  title: "Satisfy a CNF formula",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const witness = Array.from({ length: n }, () => rng.int(0, 1));
    const density = rng.pick(DENSITIES);
    // Up to 4 variables at least 3 clauses per variable: with fewer, "0 0 0" satisfied 43% of the formulas
    // at 3 variables (any assignment counts; redrawing the planted one changed nothing).
    const m = Math.round(rng.pick(n <= 4 ? FEW_VARIABLE_MULTIPLES : M_MULTIPLES) * n);
    const clauses: Literal[][] = [];
    for (let c = 0; c < m; c++) {
      let vars = Array.from({ length: n }, (_, v) => v).filter(() => rng.bool(density));
      const width = Math.min(3, n);
      if (vars.length < width)
        vars = rng
          .sample(
            Array.from({ length: n }, (_, v) => v),
            width,
          )
          .sort((a, b) => a - b);
      const clause = vars.map((v) => ({ v, value: rng.bool() }));
      if (!clause.some((l) => holds(l, witness))) {
        const k = rng.int(0, clause.length - 1);
        clause[k] = { v: clause[k]!.v, value: !clause[k]!.value };
      }
      clauses.push(clause);
    }
    return { n, clauses, witness };
  },

  prompt: ({ n, clauses }) =>
    `There are ${n} boolean variables x0 to x${n - 1}. Assign each of them true (1) or false (0) so that every ` +
    `one of these clauses holds (a clause holds when at least one of its parts is true):\n` +
    clauses.map((c) => `(${c.map(show).join(" OR ")})`).join("\n") +
    `\n\nAnswer with ${n} values, 0 or 1, separated by spaces: the values of x0, x1, ..., x${n - 1} in order.`,

  parse(text, { n }) {
    const xs = parseIntList(text, { length: n });
    if (xs.some((x) => x !== 0 && x !== 1)) throw new FormatError("every value must be 0 or 1");
    return xs;
  },

  score: (x, { clauses }) => fraction(satisfied(clauses, x), clauses.length, 10, "clauses"),

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ clauses, witness }) {
    const out: string[] = [];
    const broken = witness.slice();
    for (const l of clauses[0]!) broken[l.v] = l.value ? 0 : 1;
    out.push(broken.join(" ")); // the first clause is false
    const flipped = witness.map((v) => 1 - v);
    if (satisfied(clauses, flipped) < clauses.length) out.push(flipped.join(" "));
    out.push(witness.slice(1).join(" ")); // one value short
    return out;
  },

  size: ({ n }) => n,
});

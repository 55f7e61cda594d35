// Find a true/false assignment satisfying every clause of a satisfiable 2-CNF formula. RLVE: TwoSAT.
import { afterUpdates, defineEnv, FormatError, fraction, grow, parseIntList } from "../../core/kit.ts";
import { type Literal, solveTwoSat } from "../../lib/digraph.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  clauses: Array<[Literal, Literal]>;
  /** A satisfying assignment (0/1 per variable). */
  witness: number[];
}

/** Clauses per variable: 1.0, 1.1, ..., 5.0. */
const M_MULTIPLES = Array.from({ length: 41 }, (_, i) => 1 + i / 10);

const show = (l: Literal) => (l.value ? `x${l.v}` : `NOT x${l.v}`);
const holds = (l: Literal, x: readonly number[]) => (x[l.v] === 1) === l.value;

export default defineEnv<Params, Instance, number[]>({
  id: "two-sat",
  rlveId: "TwoSAT",
  category: "graph algorithms",
  version: 2,
  title: "Satisfy a 2-CNF formula",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const planted = Array.from({ length: n }, () => rng.bool());
    const m = Math.round(rng.pick(M_MULTIPLES) * n);
    const clauses: Array<[Literal, Literal]> = [];
    for (let c = 0; c < m; c++) {
      const [a, b] = rng.sample(
        Array.from({ length: n }, (_, i) => i),
        2,
      );
      const clause: [Literal, Literal] = [
        { v: a!, value: rng.bool() },
        { v: b!, value: rng.bool() },
      ];
      if (clause.every((l) => planted[l.v] !== l.value)) {
        const k = rng.int(0, 1);
        clause[k] = { v: clause[k]!.v, value: !clause[k]!.value };
      }
      clauses.push(clause);
    }
    const solved = solveTwoSat(n, clauses);
    if (solved === null) throw new Error("two-sat: the planted formula is unsatisfiable");
    return { n, clauses, witness: solved.map((b) => (b ? 1 : 0)) };
  },

  prompt: ({ n, clauses }) =>
    `There are ${n} boolean variables x0 to x${n - 1}. Assign each of them true (1) or false (0) so that every ` +
    `one of these clauses holds (a clause holds when at least one of its two parts is true):\n` +
    clauses.map(([a, b]) => `(${show(a)} OR ${show(b)})`).join("\n") +
    `\n\nAnswer with ${n} values, 0 or 1, separated by spaces: the values of x0, x1, ..., x${n - 1} in order.`,

  parse(text, { n }) {
    const xs = parseIntList(text, { length: n });
    if (xs.some((x) => x !== 0 && x !== 1)) throw new FormatError("every value must be 0 or 1");
    return xs;
  },

  score(x, { clauses }) {
    const ok = clauses.filter(([a, b]) => holds(a, x) || holds(b, x)).length;
    return fraction(ok, clauses.length, 10, "clauses");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ clauses, witness }) {
    const out: string[] = [];
    // Make the first clause false by setting both of its literals false.
    const [a, b] = clauses[0]!;
    const broken = witness.slice();
    broken[a.v] = a.value ? 0 : 1;
    broken[b.v] = b.value ? 0 : 1;
    out.push(broken.join(" "));
    const flipped = witness.map((v) => 1 - v);
    if (!clauses.every(([p, q]) => holds(p, flipped) || holds(q, flipped))) out.push(flipped.join(" "));
    out.push(witness.slice(1).join(" ")); // one value short
    return out;
  },

  size: ({ n }) => n,
});

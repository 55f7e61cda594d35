// Find integer values of N unknowns satisfying M linear equations (any solution; credit per satisfied equation). RLVE: GaussianElimination.
import { afterUpdates, defineEnv, fraction, grow, parseBigIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** Each equation: (variable index 0-based, coefficient) terms and the right-hand side. */
  equations: Array<{ terms: Array<[number, number]>; rhs: string }>;
  /** The planted solution. */
  solution: number[];
}

const M_MULTIPLES = [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2];

function satisfiedCount(x: readonly bigint[], equations: Instance["equations"]): number {
  let ok = 0;
  for (const { terms, rhs } of equations) {
    let s = 0n;
    for (const [v, c] of terms) s += BigInt(c) * x[v]!;
    if (s === BigInt(rhs)) ok++;
  }
  return ok;
}

export default defineEnv<Params, Instance, bigint[]>({
  id: "gaussian-elimination",
  rlveId: "GaussianElimination",
  category: "calculus/algebra",
  version: 1,
  title: "Find an integer solution of a system of linear equations",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const m = Math.max(1, Math.round(n * rng.pick(M_MULTIPLES)));
    const solution = Array.from({ length: n }, () => rng.int(-n - 5, n + 5));
    const rows: Array<Map<number, number>> = [];
    for (let e = 0; e < m; e++) {
      const k = rng.int(Math.min(2, n), Math.min(n, 5));
      const row = new Map<number, number>();
      for (const v of rng.sample(
        Array.from({ length: n }, (_, i) => i),
        k,
      )) {
        row.set(v, rng.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]));
      }
      rows.push(row);
    }
    for (let v = 0; v < n; v++) {
      if (rows.some((r) => r.has(v))) continue;
      rows[rng.int(0, m - 1)]!.set(v, rng.pick([-3, -2, -1, 1, 2, 3]));
    }
    const equations = rows.map((row) => {
      const terms = [...row.entries()].sort((a, b) => a[0] - b[0]);
      const rhs = terms.reduce((s, [v, c]) => s + c * solution[v]!, 0);
      return { terms, rhs: String(rhs) };
    });
    return { n, equations, solution };
  },

  prompt: ({ n, equations }) => {
    const show = (terms: Array<[number, number]>) =>
      terms
        .map(([v, c], i) => {
          const abs = Math.abs(c);
          const body = `${abs === 1 ? "" : `${abs}*`}x${v + 1}`;
          return i === 0 ? (c < 0 ? `-${body}` : body) : c < 0 ? `- ${body}` : `+ ${body}`;
        })
        .join(" ");
    return (
      `Find integers x1, ..., x${n} satisfying the following ${equations.length} equations:\n` +
      equations.map(({ terms, rhs }) => `${show(terms)} = ${rhs}`).join("\n") +
      `\n\nAt least one integer solution exists; any integer solution is accepted (each satisfied equation earns partial credit). ` +
      `Answer with the values of x1, ..., x${n} in order, separated by spaces.`
    );
  },
  answerExample: "3 -1 0 7",

  parse: (text, { n }) => parseBigIntList(text, { length: n }),

  score: (x, { equations }) => fraction(satisfiedCount(x, equations), equations.length, 10, "equations"),

  reference: ({ solution }) => solution.join(" "),

  wrongAnswers({ solution, equations }, rng) {
    const base = solution.map(BigInt);
    const out: bigint[][] = [];
    const j = rng.int(0, base.length - 1);
    out.push(base.map((v, i) => (i === j ? v + 1n : v)));
    out.push(base.map((v, i) => (i === 0 ? v - 1n : v)));
    out.push(base.map(() => 0n));
    out.push(base.map((v) => v + 1n));
    return out.filter((x) => satisfiedCount(x, equations) < equations.length).map((x) => x.join(" "));
  },

  size: ({ n, equations }) => n + equations.length,
});

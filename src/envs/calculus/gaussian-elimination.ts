// Find integer values of N unknowns satisfying M linear equations (any solution; credit per satisfied equation). RLVE: GaussianElimination.
import { afterUpdates, defineEnv, fraction, grow, parseBigIntList } from "../../core/kit.ts";
import { perInstance } from "../../lib/memo.ts";

interface Params {
  n: number;
  /** The equation counts of the level, one drawn per problem. */
  m: number[];
}

interface Instance {
  n: number;
  /** Each equation: (variable index 0-based, coefficient) terms and the right-hand side. */
  equations: Array<{ terms: Array<[number, number]>; rhs: string }>;
  /** The planted solution. */
  solution: number[];
}

/** RLVE-Gym's equation counts: M = int(multiple * N), one multiple drawn per problem. */
const M_MULTIPLES = [2.0, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6, 2.7, 2.8, 2.9, 3.0];

/**
 * Per instance: the right-hand sides as numbers (NaN when one is not a safe integer) and the largest sum of
 * absolute coefficients of an equation, for the exact floating-point path of satisfiedCount.
 */
const numeric = perInstance(({ equations }: Instance) => {
  const rhs = new Float64Array(equations.length);
  let maxAbsSum = 0;
  equations.forEach((e, i) => {
    const r = Number(e.rhs);
    rhs[i] = Number.isSafeInteger(r) && String(r) === e.rhs ? r : Number.NaN;
    let s = 0;
    for (const [, c] of e.terms) s += Math.abs(c);
    maxAbsSum = Math.max(maxAbsSum, s);
  });
  return { rhs, maxAbsSum, safe: rhs.every((r) => !Number.isNaN(r)) };
});

function satisfiedCount(x: readonly bigint[], equations: Instance["equations"], instance?: Instance): number {
  // Exact in doubles when every partial sum is at most max|x| * max sum|c| < 2^53 (and so is every rhs).
  if (instance !== undefined) {
    const { rhs, maxAbsSum, safe } = numeric(instance);
    let maxAbsX = 0n;
    for (const v of x) {
      const a = v < 0n ? -v : v;
      if (a > maxAbsX) maxAbsX = a;
    }
    if (safe && maxAbsX * BigInt(maxAbsSum) < 2n ** 53n) {
      const xs = x.map(Number);
      let ok = 0;
      for (let i = 0; i < equations.length; i++) {
        let s = 0;
        for (const [v, c] of equations[i]!.terms) s += c * xs[v]!;
        if (s === rhs[i]) ok++;
      }
      return ok;
    }
  }
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
  version: 2,
  title: "Find an integer solution of a system of linear equations",
  answerKind: "any-valid",

  params: (level) => {
    const n = afterUpdates(3, level, grow.mul1_1plus1);
    return { n, m: M_MULTIPLES.map((k) => Math.trunc(k * n)) };
  },

  generate({ n, m }, rng) {
    // The planted solution lies in [1, N]; each coefficient is non-zero with probability 1/2, drawn from
    // [1, max(1, N / 5)], and an all-zero equation is drawn again.
    const solution = Array.from({ length: n }, () => rng.int(1, n));
    const top = Math.max(1, Math.floor(n / 5));
    const equations = Array.from({ length: rng.pick(m) }, () => {
      const terms: Array<[number, number]> = [];
      // An all-zero draw has probability 2^-N <= 1/8; after 64 of them (2^-192) one term is planted.
      for (let tries = 0; terms.length === 0 && tries < 64; tries++) {
        for (let v = 0; v < n; v++) if (rng.float() < 0.5) terms.push([v, rng.int(1, top)]);
      }
      if (terms.length === 0) terms.push([rng.int(0, n - 1), rng.int(1, top)]);
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

  score: (x, instance) =>
    fraction(satisfiedCount(x, instance.equations, instance), instance.equations.length, 10, "equations"),

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

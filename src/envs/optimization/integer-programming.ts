// Find integers satisfying a system of linear inequalities; credit for the share satisfied. RLVE: IntegerProgramming.
import { afterUpdates, defineEnv, fraction, grow, parseBigIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Inequalities sum_j coef[j]·x_j <= bound. */
  rows: { coef: number[]; bound: number }[];
  /** The planted solution. */
  planted: number[];
}

function term(c: number, j: number, first: boolean): string {
  const sign = c < 0 ? "-" : first ? "" : "+";
  const abs = Math.abs(c);
  const body = abs === 1 ? `x${j}` : `${abs}*x${j}`;
  return first ? `${sign}${body}` : `${sign} ${body}`;
}

function rowText({ coef, bound }: { coef: number[]; bound: number }): string {
  const terms = coef.flatMap((c, j) => (c === 0 ? [] : [j]));
  return `${terms.map((j, t) => term(coef[j]!, j, t === 0)).join(" ")} <= ${bound}`;
}

/** How many inequalities hold for x (exact, in BigInt). */
export function satisfiedCount(rows: Instance["rows"], x: readonly bigint[]): number {
  let ok = 0;
  for (const { coef, bound } of rows) {
    let s = 0n;
    coef.forEach((c, j) => {
      s += BigInt(c) * x[j]!;
    });
    if (s <= BigInt(bound)) ok++;
  }
  return ok;
}

export default defineEnv<Params, Instance, bigint[]>({
  id: "integer-programming",
  rlveId: "IntegerProgramming",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Integers satisfying a system of linear inequalities",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const planted = Array.from({ length: n }, () => rng.int(-n, n));
    const m = rng.int(n, 2 * n);
    const rows = Array.from({ length: m }, () => {
      const coef: number[] = Array.from({ length: n }, () => (rng.bool(0.7) ? rng.int(-5, 5) : 0));
      if (!coef.some((c) => c !== 0)) coef[rng.int(0, n - 1)] = rng.pick([-1, 1]);
      const at = coef.reduce((s, c, j) => s + c * planted[j]!, 0);
      return { coef, bound: at + rng.int(0, 2) };
    });
    return { rows, planted };
  },

  prompt: ({ rows, planted }) =>
    `Find integers x0, ..., x${planted.length - 1} that satisfy all of these ${rows.length} inequalities:\n` +
    rows.map(rowText).join("\n") +
    `\n\nAnswer with x0, ..., x${planted.length - 1} separated by spaces.`,

  parse: (text, { planted }) => parseBigIntList(text, { length: planted.length }),

  score: (x, { rows }) => fraction(satisfiedCount(rows, x), rows.length, 5, "inequalities"),

  reference: ({ planted }) => planted.join(" "),

  wrongAnswers({ rows, planted }) {
    const out: string[] = [];
    for (let j = 0; j < planted.length && out.length < 2; j++) {
      for (const d of [1, -1, 1000, -1000]) {
        const x = planted.map((v, i) => BigInt(i === j ? v + d : v));
        if (satisfiedCount(rows, x) < rows.length) {
          out.push(x.join(" "));
          break;
        }
      }
    }
    out.push(planted.slice(1).join(" ") || "x");
    return out;
  },

  size: ({ planted }) => planted.length,
});

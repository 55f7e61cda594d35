// Count the 0/1 fillings of the blanks of an AND/OR/XOR formula that make it evaluate to 1. RLVE: BitEquationCounting
import { afterUpdates, closeness, defineEnv, grow, invalid, parseCount, type Rng } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { type BitExpr, bitExprCounts } from "../../lib/counting-dp.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  expression: string;
  answer: string;
}

function randomExpr(lo: number, hi: number, rng: Rng): BitExpr {
  if (lo === hi) return lo;
  const mid = rng.int(lo, hi - 1);
  return {
    op: rng.pick(["&", "|", "^"] as const),
    l: randomExpr(lo, mid, rng),
    r: randomExpr(mid + 1, hi, rng),
  };
}

function show(e: BitExpr, top: boolean): string {
  if (typeof e === "number") return "_";
  const s = `${show(e.l, false)} ${e.op} ${show(e.r, false)}`;
  return top ? s : `(${s})`;
}

export default defineEnv<Params, Instance, bigint>({
  id: "bit-equation-counting",
  rlveId: "BitEquationCounting",
  category: "combinatorial counting",
  version: 4,
  title: "Count the 0/1 fillings that make a bitwise formula true",
  answerKind: "unique",

  // Level 0 starts above the catalog's n = 2 (3 formulas):
  // there the answers took only a few values (the shortcut audit).
  balanceDraws: (level) => (level <= 3 ? 8 : 1),
  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const e = randomExpr(0, n - 1, rng);
    return { n, expression: show(e, true), answer: String(bitExprCounts(e)[1]) };
  },

  prompt: ({ n, expression }) =>
    `The formula below has ${n} blanks, each written as _ :\n${expression}\n\n` +
    "Each blank is filled independently with 0 or 1; & is bitwise AND, | is bitwise OR and ^ is bitwise XOR, and " +
    `parentheses group as usual. Of the 2^${n} ways to fill the blanks, how many make the formula evaluate to 1?\n\n` +
    "Answer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score(answer, { n, answer: gold }) {
    if (answer > 1n << BigInt(n)) return invalid(`there are only 2^${n} fillings`);
    return closeness(answer, BigInt(gold), 10);
  },

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ n }) => n,
});

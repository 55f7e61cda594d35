// Countdown numbers game: combine all given numbers, each once, with + - * / into the target. RLVE: CountdownEqual.
import {
  afterUpdates,
  correct,
  defineEnv,
  FormatError,
  grow,
  invalid,
  type Verdict,
  wrong,
} from "../../core/kit.ts";
import { randomTarget } from "../../lib/countdown.ts";
import {
  ARITHMETIC_ONLY,
  type Expr,
  ExprSyntaxError,
  evalRational,
  literals,
  normalizeLatex,
  parseExpr,
} from "../../lib/expr.ts";
import { Rational } from "../../lib/rational.ts";

interface Params {
  operands: number;
}

interface Instance {
  numbers: number[];
  target: number;
  witness: string;
}

export const MAX_OPERAND_CHOICES = [10, 20, 30, 50, 75, 100];

/** Parse a Countdown answer: integers, + - * / and parentheses. */
export function parseCountdown(text: string): Expr {
  try {
    return parseExpr(normalizeLatex(text.trim().replace(/\.$/, "")), ARITHMETIC_ONLY);
  } catch (err) {
    if (err instanceof ExprSyntaxError) throw new FormatError(err.message);
    throw err;
  }
}

/** The exact value of an answer, or an invalid verdict when it breaks the number rules. */
export function countdownValue(e: Expr, numbers: readonly number[]): Rational | Verdict {
  const left = new Map<string, number>();
  for (const v of numbers) left.set(String(v), (left.get(String(v)) ?? 0) + 1);
  for (const lit of literals(e)) {
    const k = lit.toString();
    const c = left.get(k);
    if (c === undefined) return invalid(`${k} is not one of the given numbers`);
    if (c === 0) return invalid(`${k} is used more often than it is given`);
    left.set(k, c - 1);
  }
  for (const [k, c] of left) if (c > 0) return invalid(`${k} is not used (every number must be used once)`);
  return evalRational(e) ?? invalid("the expression divides by zero");
}

export function countdownPrompt(numbers: readonly number[], goal: string): string {
  return (
    `Numbers: ${numbers.join(", ")}\n\n` +
    `${goal} Use every one of these numbers exactly once (a number listed twice is used twice), ` +
    "combined with + - * / and parentheses. No other numbers may appear, digits may not be joined into new " +
    "numbers, and there is no unary minus and no power. Division is exact rational division (7/2 is 3.5, " +
    "nothing is rounded), and intermediate results may be fractions or negative; division by zero is not allowed.\n\n" +
    "Answer with the expression only, written with the symbols + - * / ( ) and the numbers, for example (8 - 3) * 4 + 2 / 5."
  );
}

export default defineEnv<Params, Instance, Expr>({
  id: "countdown-equal",
  rlveId: "CountdownEqual",
  category: "sorting/arithmetic",
  version: 1,
  title: "Countdown: reach the target exactly using every number once",
  answerKind: "any-valid",

  params: (level) => ({ operands: afterUpdates(3, level, grow.plus1) }),

  generate({ operands }, rng) {
    const maxOperand = rng.pick(MAX_OPERAND_CHOICES);
    const numbers = Array.from({ length: operands }, () => rng.int(1, maxOperand));
    const { value, text } = randomTarget(numbers, rng, 10 * maxOperand);
    return { numbers, target: value, witness: text };
  },

  prompt: ({ numbers, target }) =>
    countdownPrompt(numbers, `Write an expression whose value is exactly ${target}.`),
  answerExample: "(8 - 3) * 4 + 2 / 5",

  parse: (text) => parseCountdown(text),

  score(e, { numbers, target }) {
    const v = countdownValue(e, numbers);
    if (!(v instanceof Rational)) return v;
    return v.equals(new Rational(BigInt(target)))
      ? correct()
      : wrong(`the expression equals ${v}, not ${target}`);
  },

  reference: ({ witness }) => witness,

  wrongAnswers({ numbers, target, witness }) {
    const out = [`${witness} + 1`, numbers.join(" + ")];
    out.push(numbers.length > 1 ? numbers.slice(1).join(" + ") : `${numbers[0]} + ${numbers[0]}`);
    out.push(`${witness} - ${target} + ${target}`);
    return out.filter((t) => !(t === numbers.join(" + ") && numbers.reduce((a, b) => a + b, 0) === target));
  },

  size: ({ numbers }) => numbers.length,
});

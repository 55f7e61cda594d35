// Countdown numbers game: combine all given numbers, each once, with + - * / as close as possible to the
// target. RLVE: CountdownClose.
import { afterUpdates, correct, defineEnv, grow, inexact } from "../../core/kit.ts";
import { closestReachable, randomTarget } from "../../lib/countdown.ts";
import type { Expr } from "../../lib/expr.ts";
import { Rational } from "../../lib/rational.ts";
import { countdownPrompt, countdownValue, MAX_OPERAND_CHOICES, parseCountdown } from "./countdown-equal.ts";

interface Params {
  operands: number;
}

interface Instance {
  numbers: number[];
  target: number;
  /** The smallest reachable |value - target|, as "p/q" or "p". */
  best: string;
  witness: string;
}

/** Up to this many operands the exact set of reachable values is enumerated. */
const EXACT_SEARCH_MAX = 4;

export default defineEnv<Params, Instance, Expr>({
  id: "countdown-close",
  rlveId: "CountdownClose",
  category: "sorting/arithmetic",
  split: "held-out",
  version: 1,
  title: "Countdown: get as close as possible to the target using every number once",
  answerKind: "any-optimal",

  params: (level) => ({ operands: afterUpdates(3, level, grow.plus1) }),

  // With few operands the target is drawn freely and the best reachable distance is computed exactly by
  // enumerating every value of every expression; with more operands that enumeration explodes, so the
  // target is the value of a random expression over the numbers (best distance 0).
  generate({ operands }, rng) {
    const maxOperand = rng.pick(MAX_OPERAND_CHOICES);
    const numbers = Array.from({ length: operands }, () => rng.int(1, maxOperand));
    if (operands <= EXACT_SEARCH_MAX) {
      const target = rng.int(1, 10 * maxOperand);
      const { distance, witness } = closestReachable(numbers, target);
      return { numbers, target, best: distance.toString(), witness };
    }
    const { value, text } = randomTarget(numbers, rng, 10 * maxOperand);
    return { numbers, target: value, best: "0", witness: text };
  },

  prompt: ({ numbers, target }) =>
    countdownPrompt(
      numbers,
      `Target: ${target}. Write an expression whose value is as close as possible to the target ` +
        "(the target may not be reachable exactly).",
    ),
  answerExample: "(8 - 3) * 4 + 2 / 5",

  parse: (text) => parseCountdown(text),

  // The original's reward is 1/(1+|value-target|) with a per-instance passing threshold (the closeness of
  // the best reachable value). Our contract has one threshold per environment, so an expression at the
  // best reachable distance scores 1, and any other scores (1+best)/(1+|value-target|) < 1: the original
  // reward rescaled so that the optimum is exactly 1, ordering answers the same way.
  score(e, { numbers, target, best }) {
    const v = countdownValue(e, numbers);
    if (!(v instanceof Rational)) return v;
    const d = v.sub(new Rational(BigInt(target)));
    const dist = d.num < 0n ? d.neg() : d;
    const [bn, bd = "1"] = best.split("/");
    const bestDist = new Rational(BigInt(bn!), BigInt(bd));
    const cmp = dist.compare(bestDist);
    if (cmp < 0) throw new Error(`answer at distance ${dist} beats the computed best ${best}`);
    if (cmp === 0) return correct(`value ${v} is as close as possible (distance ${best})`);
    const ratio = Rational.ONE.add(bestDist).div(Rational.ONE.add(dist)).toNumber();
    return inexact(ratio, `value ${v} is at distance ${dist}; the best reachable distance is ${best}`);
  },

  reference: ({ witness }) => witness,

  wrongAnswers({ witness, numbers, target, best }) {
    const out = [`${witness} + 1`];
    if (numbers.length > 1) out.push(numbers.slice(1).join(" + "));
    out.push(`${witness} + ${numbers[0]}`);
    const sum = numbers.reduce((a, b) => a + b, 0);
    if (String(Math.abs(sum - target)) !== best) out.push(numbers.join(" + ")); // valid but not closest
    return out;
  },

  size: ({ numbers }) => numbers.length,
});

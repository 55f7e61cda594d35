// N people each pick a uniformly random seat among K in a row and walk right to the first free seat: probability that everyone gets a seat. RLVE: Cinema.
import { afterUpdates, defineEnv, grow } from "../../core/kit.ts";
import {
  digitBudget,
  fractionNearMisses,
  fractionOf,
  parseLongFraction,
  type RawFraction,
  scoreFraction,
} from "../../lib/answers.ts";
import { cinemaFraction } from "../../lib/expectation.ts";

interface Params {
  maxNK: number;
}

interface Instance {
  n: number;
  k: number;
  /** The probability, reduced "p/q". */
  answer: string;
}

const value = (i: Instance) => fractionOf(i.answer);

/** Most digits of the numerator or denominator of an answer. */
const MAX_PART_DIGITS = 50_000;

export default defineEnv<Params, Instance, RawFraction>({
  id: "cinema",
  rlveId: "Cinema",
  category: "probability/expectation",
  version: 2,
  title: "Probability that every moviegoer finds a seat when probing rightwards",
  answerKind: "unique",

  params: (level) => ({ maxNK: afterUpdates(4, level, grow.mul1_5) }),

  generate({ maxNK }, rng) {
    const k = rng.int(2, maxNK);
    // The exact answer has about n·log10(k+1) digits on each side of the slash: cap n so that it stays far
    // below the longest answer the verifier reads (uncapped, answers pass 200 000 characters from level 23 on).
    const n = rng.int(2, Math.min(k, Math.floor(MAX_PART_DIGITS / Math.log10(k + 1))));
    const [p, q] = cinemaFraction(n, k);
    return { n, k, answer: q === 1n ? `${p}` : `${p}/${q}` };
  },

  prompt: ({ n, k }) =>
    `A cinema has a single row of ${k} seats, numbered 1 to ${k} from left to right, all empty. ` +
    `${n} people enter one after another. Each person independently picks a seat number uniformly at random from 1 to ${k} ` +
    "(several people may pick the same number). A person walks to the picked seat; if it is taken, they keep moving right " +
    `and sit in the first free seat with a larger number. If every seat from the picked one up to seat ${k} is taken, ` +
    "that person is left standing.\n\n" +
    "What is the probability that nobody is left standing? Give it as an exact fraction p/q in lowest terms " +
    "(0 or 1 as a plain integer); an equivalent fraction that is not in lowest terms is accepted too.",
  answerExample: "3/8",

  parse: (text, inst) => parseLongFraction(text, digitBudget(value(inst))),
  score: (answer, inst) => scoreFraction(answer, value(inst)),
  reference: ({ answer }) => answer,
  wrongAnswers: (inst) => fractionNearMisses(value(inst)),
  size: ({ n, k }) => n + k,
});

// Pólya urn with T colours (draw a ball, put it back with D more of its colour): probability of a list of draw events, as an exact fraction. RLVE: PolyaModel.
import { afterUpdates, defineEnv, grow } from "../../core/kit.ts";
import {
  digitBudget,
  fractionNearMisses,
  fractionOf,
  parseLongFraction,
  type RawFraction,
  scoreFraction,
} from "../../lib/answers.ts";
import { polyaProbability } from "../../lib/expectation.ts";

interface Params {
  maxTN: number;
}

interface Instance {
  counts: number[];
  d: number;
  /** (draw index, 1-based colour), draw indices increasing. */
  events: Array<[number, number]>;
  /** The probability, reduced "p/q". */
  answer: string;
}

const value = (i: Instance) => fractionOf(i.answer);

export default defineEnv<Params, Instance, RawFraction>({
  id: "polya-model",
  rlveId: "PolyaModel",
  category: "probability/expectation",
  version: 2,
  title: "Probability of draw events in a Pólya urn",
  answerKind: "unique",

  params: (level) => ({ maxTN: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxTN }, rng) {
    const t = rng.int(2, maxTN);
    const n = rng.int(1, maxTN);
    const counts = Array.from({ length: t }, () => rng.int(1, 5));
    const d = rng.int(1, 3);
    const times = rng.distinctInts(1, 2 * n, n).sort((x, y) => x - y);
    const events: Array<[number, number]> = times.map((x) => [x, rng.int(1, t)]);
    const p = polyaProbability(
      counts,
      d,
      events.map(([x, c]) => [x, c - 1]),
    );
    return { counts, d, events, answer: p.toString() };
  },

  prompt: ({ counts, d, events }) =>
    `An urn holds balls of ${counts.length} colours; initially there are ${counts.map((c, i) => `${c} of colour ${i + 1}`).join(", ")}. ` +
    `At each step one ball is drawn uniformly at random from the urn; it is put back together with ${d} additional ball(s) of ` +
    "the same colour. Steps are numbered 1, 2, 3, ...\n\n" +
    "What is the probability that all of the following events happen?\n" +
    events.map(([x, c]) => `the ball drawn at step ${x} has colour ${c}`).join("\n") +
    "\n\nGive the probability as an exact fraction p/q in lowest terms (a plain integer if it is 0 or 1); " +
    "an equivalent fraction that is not in lowest terms is accepted too.",
  // Never correct: a probability is at most 1.
  answerExample: "23/20",

  parse: (text, inst) => parseLongFraction(text, digitBudget(value(inst))),
  score: (answer, inst) => scoreFraction(answer, value(inst)),
  reference: ({ answer }) => answer,
  wrongAnswers: (inst) => fractionNearMisses(value(inst)),
  size: ({ counts, events }) => counts.length + events.length,
});

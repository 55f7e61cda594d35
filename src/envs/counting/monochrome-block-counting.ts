// Build the tallest tower (layer i has i blocks of one colour) from at most A black and B white blocks and
// count its colourings. RLVE: MonochromeBlockCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { monochromeTower } from "../../lib/partition-counting.ts";

interface Params {
  maxAB: number;
}

interface Instance {
  a: number;
  b: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "monochrome-block-counting",
  rlveId: "MonochromeBlockCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count the colourings of the tallest one-colour-per-layer tower",
  answerKind: "unique",

  // At least 13 blocks of each colour: with at most 5 or 8 the count was 2 in 43% and 38% of 200 problems
  // (levels 0 and 1); with at most 13, 17%.
  params: (level) => ({ maxAB: Math.max(13, afterUpdates(5, level, grow.mul1_5plus1)) }),

  generate({ maxAB }, rng) {
    const a = rng.int(1, maxAB);
    const b = rng.int(1, maxAB);
    return { a, b, answer: monochromeTower(a, b).ways.toString() };
  },

  prompt: ({ a, b }) =>
    `You have ${a} black blocks and ${b} white blocks (you need not use all of them). A tower of height h has ` +
    "layers 1, 2, ..., h from the top, where layer i consists of exactly i blocks, and all blocks of one layer " +
    "have the same colour (different layers may have different colours). First, the tower must be as tall as " +
    "possible with the blocks you have. How many different towers of that greatest height can you build? " +
    "(Two towers differ when some layer has a different colour.)\n\n" +
    "Answer with a single non-negative integer (the exact count).",
  // Never correct: at least one tower has the greatest height.
  answerExample: "0",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ a, b }) => a + b,
});

// Count placements of coloured pieces on a grid, colour i used X[i] times, with no row or column shared by two colours, modulo MOD. RLVE: GridColoringCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawPrimeModulus, modNearMisses, modulusExample, scoreModCount } from "../../lib/count-answer.ts";
import { colourPlacementCount } from "../../lib/counting-dp.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  x: number[];
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "grid-coloring-counting",
  rlveId: "GridColoringCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count colourings of grid cells with colours in separate rows and columns",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const colours = rng.int(1, Math.min(4, n, m));
    let rows = n;
    let cols = m;
    const x: number[] = [];
    for (let c = 0; c < colours; c++) {
      const left = colours - c - 1;
      const r = rng.int(1, rows - left);
      const k = rng.int(1, cols - left);
      rows -= r;
      cols -= k;
      x.push(rng.int(1, r * k));
    }
    const mod = drawPrimeModulus(rng);
    return { n, m, x, mod, answer: colourPlacementCount(n, m, x, mod) };
  },

  prompt: ({ n, m, x, mod }) =>
    `A grid has ${n} rows and ${m} columns. Colour some of its cells with ${x.length} colours so that colour i is ` +
    `used on exactly X_i cells, where ${x.map((v, i) => `X_${i + 1} = ${v}`).join(", ")}; the other cells stay ` +
    "uncoloured. No row and no column may contain cells of two different colours. Two colourings are different " +
    `if some cell gets a different colour (or is coloured in one and not in the other). Count the colourings ` +
    `modulo ${mod}.\n\nAnswer with a single integer in the range [0, ${mod - 1}].`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ n, m }) => n * m,
});

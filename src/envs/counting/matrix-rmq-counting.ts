// Count H x W matrices over [1, M] whose given sub-rectangles have prescribed maxima, modulo MOD.
// RLVE: MatrixRMQCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import {
  modAnswerLine,
  modNearMisses,
  modulusExample,
  pickModulus,
  scoreModCount,
} from "../../lib/count-answer.ts";
import { matrixMaxCount, type RectMax } from "../../lib/grid-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  h: number;
  w: number;
  m: number;
  rects: RectMax[];
  mod: number;
  answer: number;
}

/** The most rectangles sharing one maximum (inclusion-exclusion is exponential in it); more are redrawn. */
const MAX_SHARED = 12;

export default defineEnv<Params, Instance, bigint>({
  id: "matrix-rmq-counting",
  rlveId: "MatrixRMQCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count matrices with prescribed sub-rectangle maxima, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(2, level, grow.plus1) }),

  generate({ n }, rng) {
    const h = rng.int(1, n + 2);
    const w = rng.int(1, n + 2);
    const m = rng.int(2, 2 * n + 5);
    const grid = Array.from({ length: h }, () => Array.from({ length: w }, () => rng.int(1, m)));
    const shared = new Map<number, number>();
    const rects: RectMax[] = [];
    for (let tries = 0; rects.length < n && tries < 50 * n; tries++) {
      const [r1, r2] = [rng.int(1, h), rng.int(1, h)].sort((a, b) => a - b) as [number, number];
      const [c1, c2] = [rng.int(1, w), rng.int(1, w)].sort((a, b) => a - b) as [number, number];
      let v = 0;
      for (let i = r1; i <= r2; i++) for (let j = c1; j <= c2; j++) v = Math.max(v, grid[i - 1]![j - 1]!);
      if (
        (shared.get(v) ?? 0) >= MAX_SHARED ||
        rects.some((o) => o.r1 === r1 && o.r2 === r2 && o.c1 === c1 && o.c2 === c2)
      ) {
        continue;
      }
      shared.set(v, (shared.get(v) ?? 0) + 1);
      rects.push({ r1, c1, r2, c2, v });
    }
    const mod = pickModulus(rng);
    return { h, w, m, rects, mod, answer: matrixMaxCount(h, w, m, rects, mod) };
  },

  prompt: ({ h, w, m, rects, mod }) =>
    `Count the ${h} x ${w} matrices (rows 1..${h}, columns 1..${w}) with integer entries in [1, ${m}] that meet ` +
    "all of these conditions; each gives a sub-rectangle and the exact maximum of the entries inside it:\n" +
    rects.map((r) => `rows ${r.r1}..${r.r2}, columns ${r.c1}..${r.c2}: maximum ${r.v}`).join("\n") +
    `\n\nGive the count modulo ${mod}.\n\n${modAnswerLine(mod)}`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ rects }) => rects.length,
});

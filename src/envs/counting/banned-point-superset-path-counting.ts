// Count paths from (0,0,0) to (N,M,R) whose steps turn one coordinate into a strict bitwise superset, avoiding forbidden points, modulo MOD. RLVE: BannedPointSupersetPathCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawModulus, modNearMisses, scoreModCount } from "../../lib/count-answer.ts";
import { supersetPathCount } from "../../lib/counting-dp.ts";

interface Params {
  maxNMR: number;
  maxO: number;
}

interface Instance {
  target: number[];
  forbidden: number[][];
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "banned-point-superset-path-counting",
  rlveId: "BannedPointSupersetPathCounting",
  category: "combinatorial counting",
  split: "held-out",
  version: 4,
  title: "Count superset-step lattice paths that avoid forbidden points",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 3 ? 16 : 1),

  params: (level) => ({
    maxNMR: afterUpdates(1, level, grow.mul1_1plus1),
    maxO: afterUpdates(10, level, grow.mul1_1plus1),
  }),

  generate({ maxNMR, maxO }, rng) {
    let target = [0, 0, 0];
    while (target.every((v) => v === 0)) target = [0, 1, 2].map(() => rng.int(0, maxNMR));
    const submask = (x: number) => {
      let s = 0;
      for (let b = 0; 1 << b <= x; b++) if ((x >> b) & 1 && rng.bool()) s |= 1 << b;
      return s;
    };
    const mod = drawModulus(rng);
    let forbidden: number[][] = [];
    let answer = 0;
    for (let attempt = 0; attempt < 20 && answer === 0; attempt++) {
      const o = rng.int(1, maxO);
      const seen = new Set([target.join(","), "0,0,0"]);
      forbidden = [];
      for (let tries = 0; tries < 4 * o && forbidden.length < o; tries++) {
        const p = rng.bool(0.8) ? target.map(submask) : target.map(() => rng.int(0, maxNMR));
        if (seen.has(p.join(","))) continue;
        seen.add(p.join(","));
        forbidden.push(p);
      }
      answer = supersetPathCount(target, forbidden, mod);
    }
    return { target, forbidden, mod, answer };
  },

  prompt: ({ target, forbidden, mod }) =>
    `You start at the point (0, 0, 0) and must reach the point (${target.join(", ")}). In one step you pick one ` +
    "coordinate, whose current value is x, and replace it by a value y != x such that x AND y = x (bitwise: y keeps " +
    "every 1-bit of x and adds at least one more); the other two coordinates stay unchanged. " +
    `The following ${forbidden.length} points are forbidden and may never be visited:\n` +
    `${forbidden.map((p) => `(${p.join(", ")})`).join("\n")}\n\n` +
    `Count the different step sequences that lead from (0, 0, 0) to (${target.join(", ")}), modulo ${mod}.\n\n` +
    `Answer with a single integer in the range [0, ${mod - 1}].`,

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ target, forbidden }) => target[0]! + target[1]! + target[2]! + forbidden.length,
});

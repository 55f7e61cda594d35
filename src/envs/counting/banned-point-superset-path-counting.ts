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

function bitsOf(point: readonly number[]): number {
  let bits = 0;
  for (let v of point) {
    for (; v > 0; v >>= 1) bits += v & 1;
  }
  return bits;
}

export default defineEnv<Params, Instance, bigint>({
  id: "banned-point-superset-path-counting",
  rlveId: "BannedPointSupersetPathCounting",
  category: "combinatorial counting",
  split: "held-out",
  version: 5,
  title: "Count superset-step lattice paths that avoid forbidden points",
  answerKind: "unique",

  params: (level) => ({
    maxNMR: afterUpdates(3, level, grow.mul1_1plus1),
    maxO: afterUpdates(10, level, grow.mul1_1plus1),
  }),

  generate({ maxNMR, maxO }, rng) {
    // At least two target bits, and (below) at most half the inner submasks forbidden, so the paths are rarely
    // all blocked and the counts spread: the best constant answer takes about 20% of levels 0-1, with no redraws (was
    // 16 balanced draws, 0.42 ms per problem, and still 39% "1").
    let target = [0, 0, 0];
    while (bitsOf(target) < 2) target = [0, 1, 2].map(() => rng.int(0, maxNMR));
    const submask = (x: number) => {
      let s = 0;
      for (let b = 0; 1 << b <= x; b++) if ((x >> b) & 1 && rng.bool()) s |= 1 << b;
      return s;
    };
    const mod = drawModulus(rng);
    const inner = 2 ** bitsOf(target) - 2;
    let forbidden: number[][] = [];
    let answer = 0;
    for (let attempt = 0; attempt < 20 && answer === 0; attempt++) {
      const o = rng.int(1, maxO);
      const blocking = rng.int(0, Math.min(o, Math.ceil(inner / 2))); // forbidden submasks; the rest are decoys
      const seen = new Set([target.join(","), "0,0,0"]);
      forbidden = [];
      let onPath = 0;
      for (let tries = 0; tries < 4 * o && forbidden.length < o; tries++) {
        const sub = onPath < blocking;
        const p = sub ? target.map(submask) : target.map(() => rng.int(0, maxNMR));
        const key = p.join(",");
        if (seen.has(key)) continue;
        if (!sub && p.every((v, i) => (v & ~target[i]!) === 0)) continue;
        seen.add(key);
        if (sub) onPath++;
        forbidden.push(p);
      }
      if (forbidden.length === 0) forbidden.push(target.map((v) => v & -v)); // lowest bit of each coordinate: a proper submask
      rng.shuffle(forbidden);
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

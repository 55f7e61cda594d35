// Count paths from (0,0,0) to (N,M,R) whose steps turn one coordinate into a strict bitwise superset, avoiding forbidden points, modulo MOD. RLVE: BannedPointSupersetPathCounting
import { afterUpdates, defineEnv, grow, parseCount, type Rng } from "../../core/kit.ts";
import { modNearMisses, scoreModCount } from "../../lib/count-answer.ts";
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

/** The set bits of x, lowest first. */
function bitList(x: number): number[] {
  const out: number[] = [];
  for (let b = 1; b <= x; b *= 2) if (x & b) out.push(b);
  return out;
}

/** A submask of x: as many of its bits as a uniform draw from 0..popcount(x), chosen uniformly. */
function randomSubmask(x: number, rng: Rng): number {
  const bits = bitList(x);
  return rng.sample(bits, rng.int(0, bits.length)).reduce((a, b) => a + b, 0);
}

/** Probability of `sub` under randomSubmask(x): 1 / ((n + 1) * C(n, k)) for n bits of x, k of sub. */
function submaskWeight(x: number, sub: number): number {
  const n = bitList(x).length;
  const k = bitList(sub).length;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return 1 / ((n + 1) * c);
}

/**
 * o distinct proper non-zero submasks of the target, each coordinate drawn by randomSubmask and repeats
 * redrawn. When the redraws run long (o close to the number of submasks), the rest is drawn from the
 * enumerated submasks with the same weights, without replacement: the distribution of redrawing until new.
 */
function drawObstacles(target: readonly number[], o: number, rng: Rng): number[][] {
  const key = (p: readonly number[]) => p.join(",");
  const seen = new Set([key([0, 0, 0]), key(target)]);
  const out: number[][] = [];
  for (let tries = 0; out.length < o && tries < 50 * o + 100; tries++) {
    const p = target.map((x) => randomSubmask(x, rng));
    if (seen.has(key(p))) continue;
    seen.add(key(p));
    out.push(p);
  }
  if (out.length === o) return out;
  const subs = (x: number) => {
    const list = [0];
    for (let s = x; s > 0; s = (s - 1) & x) list.push(s);
    return list;
  };
  const rest: { p: number[]; w: number }[] = [];
  for (const a of subs(target[0]!))
    for (const b of subs(target[1]!))
      for (const c of subs(target[2]!)) {
        const p = [a, b, c];
        if (!seen.has(key(p)))
          rest.push({ p, w: p.reduce((w, v, i) => w * submaskWeight(target[i]!, v), 1) });
      }
  while (out.length < o) {
    let r = rng.float() * rest.reduce((t, x) => t + x.w, 0);
    let i = 0;
    while (i < rest.length - 1 && r >= rest[i]!.w) r -= rest[i++]!.w;
    out.push(rest[i]!.p);
    rest.splice(i, 1);
  }
  return out;
}

export default defineEnv<Params, Instance, bigint>({
  id: "banned-point-superset-path-counting",
  rlveId: "BannedPointSupersetPathCounting",
  category: "combinatorial counting",
  split: "held-out",
  version: 6,
  title: "Count superset-step lattice paths that avoid forbidden points",
  answerKind: "unique",

  params: (level) => ({
    maxNMR: afterUpdates(1, level, grow.mul1_1plus1),
    maxO: afterUpdates(10, level, grow.mul1_1plus1),
  }),

  // RLVE-Gym's level 0 has coordinates 0 or 1: with two target bits the one or two obstacles leave 1 or 0
  // paths, so "0" is the answer of 49% of problems and "1" of 41% (4,000 seeds, as in RLVE-Gym's generator).
  auditExceptions: [
    {
      check: "constant",
      levels: [0],
      measured: 0.58,
      reason:
        'RLVE-Gym\'s level 0 (coordinates 0 or 1) answers 0 in 49% and 1 in 41% of problems; 24 seeds give 58% "1"',
    },
  ],

  generate({ maxNMR, maxO }, rng) {
    let target = [0, 0, 0];
    while (bitsOf(target) < 2) target = [0, 1, 2].map(() => rng.int(0, maxNMR));
    const o = rng.int(1, Math.min(maxO, 2 ** bitsOf(target) - 2));
    const forbidden = drawObstacles(target, o, rng);
    rng.shuffle(forbidden);
    const mod = rng.int(2, 10_000);
    return { target, forbidden, mod, answer: supersetPathCount(target, forbidden, mod) };
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

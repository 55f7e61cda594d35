// Generals sit in a circle and general i wants r_i medals of distinct types, with no type shared by two neighbours; report the fewest medal types that make this possible. RLVE: EmperorWorries.
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";

interface Params {
  k: number;
}

interface Instance {
  need: number[];
  best: number;
}

/**
 * Whether m types suffice for an odd circle. General 0 takes types 1..r_0 (the "first" types); going round,
 * general i can use between lo[i] and hi[i] of the first types (it uses as many as it can when its
 * predecessor used few of them, as few as it must when its predecessor took most other types). The circle
 * closes when the last general can avoid all first types.
 */
function enough(need: readonly number[], m: number): boolean {
  const first = need[0]!;
  let lo = first;
  let hi = first;
  for (let i = 1; i < need.length; i++) {
    const others = m - first - (need[i - 1]! - hi);
    const nextHi = Math.min(need[i]!, first - lo);
    const nextLo = Math.max(0, need[i]! - others);
    if (nextLo > nextHi) return false;
    lo = nextLo;
    hi = nextHi;
  }
  return lo === 0;
}

/** The fewest medal types for a circle of generals (n >= 2) with these needs. */
export function fewestMedalTypes(need: readonly number[]): number {
  const n = need.length;
  let lower = 0;
  for (let i = 0; i < n; i++) lower = Math.max(lower, need[i]! + need[(i + 1) % n]!);
  if (n % 2 === 0) return lower;
  let m = lower;
  while (!enough(need, m)) m++;
  return m;
}

export default defineEnv<Params, Instance, number>({
  id: "emperor-worries",
  rlveId: "EmperorWorries",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Fewest medal types for generals in a circle whose neighbours share no type",
  answerKind: "unique",

  params: (level) => ({ k: afterUpdates(1, level, grow.plus1) }),

  generate({ k }, rng) {
    // As in RLVE-Gym: N is 2K or 2K + 1 (odd circles are the hard case), each need in 1..2N.
    const n = rng.pick([2 * k, 2 * k + 1]);
    const need = Array.from({ length: n }, () => rng.int(1, 2 * n));
    return { need, best: fewestMedalTypes(need) };
  },

  prompt: ({ need }) =>
    `${need.length} generals sit in a circle, numbered 0 to ${need.length - 1}; general i sits next to generals ` +
    `i - 1 and i + 1, and general ${need.length - 1} also sits next to general 0. General i must receive r_i medals, ` +
    "all of different types, and two generals sitting next to each other must not receive any medal of the same " +
    `type. The numbers r_0, ..., r_${need.length - 1} are: ${need.join(" ")}.\n` +
    "What is the smallest number of medal types that makes this possible? Answer with a single integer.",
  answerExample: "0",

  parse: (text) => parseInteger(text),

  score: (answer, { best }) => (answer === best ? correct() : wrong(`${answer} is not the fewest types`)),

  reference: ({ best }) => String(best),

  wrongAnswers: ({ need, best }) => [
    String(best - 1),
    String(best + 1),
    String(need.reduce((a, b) => a + b, 0) + 1),
    "-1",
  ],

  size: ({ need }) => need.length,
});

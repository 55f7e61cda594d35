// Piles in a row, some already empty; players alternately take a whole pile next to an empty one, each
// maximising their own total; what does Alice collect? RLVE: StoneIntervalsGame.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, wrong } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";

/** Rows hold at most 30 piles: the reference search keys its states by a 32-bit mask of the empty piles. */
const MAX_PILES = 30;

interface Params {
  n: number;
}

interface Instance {
  piles: number[];
  /** Alice's total under perfect play. */
  alice: number;
}

/**
 * The total the player to move collects with perfect play, by search over the masks of empty piles (the
 * tests' reference for firstPlayerTotal). The game is zero-sum (the two totals add up to the stones left),
 * so maximising one's own total is minimising the other's.
 */
export function firstPlayerTotalSearch(piles: readonly number[]): number {
  const n = piles.length;
  if (n > MAX_PILES) throw new RangeError(`at most ${MAX_PILES} piles`);
  let start = 0;
  let all = 0;
  for (let i = 0; i < n; i++) if (piles[i] === 0) start |= 1 << i;
  for (const p of piles) all += p;
  const memo = new Map<number, number>();
  const best = (empty: number, left: number): number => {
    if (left === 0) return 0;
    const hit = memo.get(empty);
    if (hit !== undefined) return hit;
    let v = -1;
    for (let i = 0; i < n; i++) {
      if ((empty >> i) & 1) continue;
      const nextToEmpty = (i > 0 && (empty >> (i - 1)) & 1) || (i + 1 < n && (empty >> (i + 1)) & 1);
      if (!nextToEmpty) continue;
      v = Math.max(v, left - best(empty | (1 << i), left - piles[i]!));
    }
    memo.set(empty, v);
    return v;
  };
  return best(start, all);
}

/**
 * The total the player to move collects with perfect play, in O(n log n):
 * - Three neighbouring piles a, b, c with b >= a and b >= c act as one pile of a + c - b: whoever opens
 *   one side of b sees the other player take b, then takes the other side. Merged repeatedly (a stack),
 *   no run of piles has an inner peak left.
 * - At an end of the row, a pile x followed by y <= x is a pair nobody wants to open (opening y gives x
 *   away): these pairs are played last, worth y - x to whoever must open them, by parity.
 * - Every other pile can be taken when wanted: the players take them largest first.
 * The difference of the two totals gives the mover's total. The search over masks of empty piles
 * (firstPlayerTotalSearch) checks it in the tests.
 */
export function firstPlayerTotal(piles: readonly number[]): number {
  const value: number[] = [];
  const isPile: boolean[] = [];
  for (const p of piles) {
    value.push(p);
    isPile.push(p !== 0);
    let k = value.length - 1;
    while (k >= 2 && isPile[k] && isPile[k - 1] && isPile[k - 2]) {
      const [a, b, c] = [value[k - 2]!, value[k - 1]!, value[k]!];
      if (b < a || b < c) break;
      value.length -= 2;
      isPile.length -= 2;
      value[k - 2] = a + c - b;
      k -= 2;
    }
  }
  let lo = 0;
  let hi = value.length - 1;
  let last = 0;
  while (lo < hi && isPile[lo] && isPile[lo + 1] && value[lo]! >= value[lo + 1]!) {
    last += value[lo + 1]! - value[lo]!;
    lo += 2;
  }
  while (hi > lo && isPile[hi] && isPile[hi - 1] && value[hi]! >= value[hi - 1]!) {
    last += value[hi - 1]! - value[hi]!;
    hi -= 2;
  }
  const free: number[] = [];
  for (let i = lo; i <= hi; i++) if (isPile[i]) free.push(value[i]!);
  free.sort((x, y) => y - x);
  let diff = 0;
  for (let i = 0; i < free.length; i++) diff += i % 2 === 0 ? free[i]! : -free[i]!;
  diff += free.length % 2 === 0 ? last : -last;
  let all = 0;
  for (const p of piles) all += p;
  return (all + diff) / 2;
}

export default defineEnv<Params, Instance, bigint>({
  id: "stone-intervals-game",
  rlveId: "StoneIntervalsGame",
  category: "game theory",
  split: "held-out",
  version: 1,
  title: "Taking piles next to emptied ones: Alice's total under perfect play",
  answerKind: "unique",
  maxLevel: 15,

  // Rows grow as the catalog says (N: 3 -> int(N*1.1+1)) up to MAX_PILES piles (level 15: 29 piles).
  params: (level) => ({ n: Math.min(MAX_PILES, afterUpdates(3, level, grow.mul1_1plus1)) }),

  generate({ n }, rng) {
    const hi = rng.int(n, 5 * n + 10);
    const piles = Array.from({ length: n }, () => rng.int(1, hi));
    // One empty pile per four piles, at most three: more would leave little to decide.
    const zeros = rng.int(1, Math.max(1, Math.min(3, Math.floor(n / 4))));
    for (const i of rng.sample(
      piles.map((_, i) => i),
      zeros,
    ))
      piles[i] = 0;
    return { piles, alice: firstPlayerTotal(piles) };
  },

  prompt: ({ piles }) =>
    `There are ${piles.length} piles of stones in a row; from left to right they hold: ${piles.join(" ")}\n` +
    "(a pile holding 0 stones is empty). Alice and Bob move alternately, Alice first. A move takes a whole " +
    "non-empty pile that is directly next to an empty pile (its left or right neighbour in the row is empty); " +
    "the mover keeps its stones and that pile is empty from then on. The game ends when every pile is empty. " +
    "Each player plays to make their own number of stones as large as possible.\n\n" +
    "With perfect play, how many stones does Alice collect? Answer with a single integer.",
  // More stones than there are: never the answer, and says nothing about it.
  answerExample: ({ piles }) => String(piles.reduce((s, p) => s + p, 0) + 1),

  parse: (text) => parseBigInt(text, 30),

  score: (answer, { alice }) =>
    answer === BigInt(alice) ? correct() : wrong(`${answer} is not Alice's total under perfect play`),

  reference: ({ alice }) => String(alice),

  wrongAnswers: ({ piles, alice }) => {
    const total = piles.reduce((a, b) => a + b, 0);
    const out = countNearMisses(alice);
    if (total - alice !== alice) out.push(String(total - alice)); // Bob's total
    return out;
  },

  size: ({ piles }) => piles.length,
});

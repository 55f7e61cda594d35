// Piles in a row, some already empty; players alternately take a whole pile next to an empty one, each
// maximising their own total; what does Alice collect? RLVE: StoneIntervalsGame.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, wrong } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";

/** The exact search keys its states by a 32-bit mask of the empty piles, so rows hold at most 30 piles. */
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
 * The total the player to move collects with perfect play. The non-empty piles form runs between empty
 * ones; a run is only ever eaten from its ends next to an empty pile (one end for a run at the edge of the
 * row, both for a run between two empty piles). A state is how much each run has lost at each end, indexed
 * in mixed radix; a move takes a run's end pile (at most 2 per run, instead of scanning the row).
 */
export function firstPlayerTotal(piles: readonly number[]): number {
  const n = piles.length;
  if (n > MAX_PILES) throw new RangeError(`at most ${MAX_PILES} piles`);
  if (!piles.includes(0)) return 0; // no pile is next to an empty one: nobody can move
  // runs of non-empty piles: [first, last, open on the left, open on the right]
  const runs: Array<[number, number, boolean, boolean]> = [];
  for (let i = 0; i < n; ) {
    if (piles[i] === 0) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < n && piles[j + 1] !== 0) j++;
    runs.push([i, j, i > 0, j < n - 1]);
    i = j + 1;
  }
  // a run's digit: piles taken, for a run open on one side; for one open on both, with T taken in all and t
  // from the right, T (T + 1) / 2 + t
  const lengths = runs.map(([a, b]) => b - a + 1);
  const digitOf = (k: number, left: number, right: number): number => {
    const [, , openLeft, openRight] = runs[k]!;
    if (!(openLeft && openRight)) return left + right;
    const t = left + right;
    return (t * (t + 1)) / 2 + right;
  };
  const place: number[] = [];
  let states = 1;
  for (let k = 0; k < runs.length; k++) {
    const len = lengths[k]!;
    place.push(states);
    states *= runs[k]![2] && runs[k]![3] ? ((len + 1) * (len + 2)) / 2 : len + 1;
  }
  const memo = new Array<number>(states).fill(-1);
  const taken = runs.map(() => [0, 0]);
  let all = 0;
  for (const p of piles) all += p;
  const best = (state: number, left: number): number => {
    if (left === 0) return 0;
    if (memo[state]! >= 0) return memo[state]!;
    let v = 0;
    for (let k = 0; k < runs.length; k++) {
      const [a, b, openLeft, openRight] = runs[k]!;
      const t = taken[k]!;
      if (t[0]! + t[1]! === lengths[k]) continue;
      const was = digitOf(k, t[0]!, t[1]!) * place[k]!;
      if (openLeft) {
        const next = state - was + digitOf(k, t[0]! + 1, t[1]!) * place[k]!;
        const pile = piles[a + t[0]!]!;
        t[0]!++;
        v = Math.max(v, left - best(next, left - pile));
        t[0]!--;
      }
      if (openRight) {
        const next = state - was + digitOf(k, t[0]!, t[1]! + 1) * place[k]!;
        const pile = piles[b - t[1]!]!;
        t[1]!++;
        v = Math.max(v, left - best(next, left - pile));
        t[1]!--;
      }
    }
    memo[state] = v;
    return v;
  };
  return best(0, all);
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

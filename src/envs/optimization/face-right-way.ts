// Clear a 0/1 array by flipping windows of one fixed length K, with the fewest flips M and then the smallest K. RLVE: FaceRightWay.
import {
  afterUpdates,
  correct,
  defineEnv,
  grow,
  inexact,
  invalid,
  parseIntRows,
  wrong,
} from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  bits: number[];
  /** The fewest flips over all window lengths, and the smallest window length achieving it. */
  flips: number;
  window: number;
  /** The optimal flips' first indices. */
  starts: number[];
}

/**
 * The flips that clear `bits` with windows of length k, or null when none do: the window starting at i
 * must be flipped exactly when position i is still 1 after the earlier windows (flipping a window twice
 * cancels, so this set is the only one and the fewest).
 */
export function flipsFor(bits: readonly number[], k: number): number[] | null {
  const n = bits.length;
  const ending = new Array<number>(n + 1).fill(0);
  const starts: number[] = [];
  let parity = 0;
  for (let i = 0; i < n; i++) {
    parity ^= ending[i]!;
    if ((bits[i]! ^ parity) === 1) {
      if (i + k > n) return null;
      starts.push(i);
      parity ^= 1;
      ending[i + k] = ending[i + k]! ^ 1;
    }
  }
  return starts;
}

/** The lexicographically smallest (fewest flips, window length) over every window length 1..n. */
export function bestFlips(bits: readonly number[]): { flips: number; window: number; starts: number[] } {
  let best = { flips: Number.POSITIVE_INFINITY, window: 0, starts: [] as number[] };
  for (let k = 1; k <= bits.length; k++) {
    const starts = flipsFor(bits, k);
    if (starts !== null && starts.length < best.flips) best = { flips: starts.length, window: k, starts };
  }
  return best;
}

export default defineEnv<Params, Instance, number[][]>({
  id: "face-right-way",
  rlveId: "FaceRightWay",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Clear a 0/1 array with the fewest flips of one window length, then the shortest window",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    // Half the time planted: flips of one hidden length on an all-0 array, so that long windows often win.
    const hidden = rng.int(2, Math.max(2, Math.floor(n / 2)));
    const planted = rng.bool();
    const bits = Array.from({ length: n }, () => (planted ? 0 : rng.int(0, 1)));
    for (let l = 0; planted && l + hidden <= n; l++) {
      if (rng.bool(0.4)) for (let i = l; i < l + hidden; i++) bits[i] = bits[i]! ^ 1;
    }
    if (!bits.includes(1)) bits[rng.int(0, n - 1)] = 1;
    return { bits, ...bestFlips(bits) };
  },

  prompt: ({ bits }) =>
    `You are given an array of ${bits.length} bits (indices 0 to ${bits.length - 1}):\n${bits.join(" ")}\n\n` +
    "Choose one window length K (1 <= K <= the array length). A flip picks K consecutive positions l..l+K-1 and turns " +
    "every 0 among them into 1 and every 1 into 0. Using flips that all have this same length K, turn every bit into 0. " +
    "Make the number of flips M as small as possible; among the ways with the fewest flips, make K as small as possible.\n" +
    "Answer with one flip per line, as its first and last index l r separated by a space (r - l + 1 = K on every line).",
  answerExample: ({ bits }) => `0 ${bits.length}\n1 ${bits.length + 1}`,

  parse: (text) => parseIntRows(text, { cols: 2 }),

  score(rows, { bits, flips, window }) {
    const n = bits.length;
    if (rows.length === 0) return wrong("no flip is given, and the array has 1s", -0.2);
    const k = rows[0]![1]! - rows[0]![0]! + 1;
    const ending = new Array<number>(n + 1).fill(0);
    for (const [l, r] of rows) {
      if (l! < 0 || r! >= n || l! > r!) return invalid(`flip ${l} ${r} is not a range of 0..${n - 1}`);
      if (r! - l! + 1 !== k)
        return invalid(`flip ${l} ${r} has length ${r! - l! + 1}, not ${k} like the first`);
      ending[l!] = ending[l!]! ^ 1;
      ending[r! + 1] = ending[r! + 1]! ^ 1;
    }
    let parity = 0;
    for (let i = 0; i < n; i++) {
      parity ^= ending[i]!;
      if ((bits[i]! ^ parity) === 1) return wrong(`bit ${i} is 1 after the flips`, -0.2);
    }
    const m = rows.length;
    if (m === flips && k === window) return correct(`optimal (${m} flips of length ${k})`);
    if (m < flips || (m === flips && k < window))
      throw new Error(`${m} flips of length ${k} beat the computed optimum: the solver is wrong`);
    const part = (best: number, got: number) => 0.5 * Math.min(1, (best / got) ** 5);
    // As in RLVE-Gym, the window length earns credit only with the fewest flips: otherwise extra short flips
    // (K = 1 on every 1) would outscore an optimal M with a longer window than needed.
    return inexact(
      part(flips, m) + (m === flips ? part(window, k) : 0),
      `${m} flips of length ${k}; the optimum is ${flips} flips of length ${window}`,
    );
  },

  reference: ({ starts, window }) => starts.map((l) => `${l} ${l + window - 1}`).join("\n"),

  wrongAnswers({ bits, starts, window }) {
    const n = bits.length;
    const out: string[] = [];
    if (window > 1) out.push(bits.flatMap((b, i) => (b === 1 ? [`${i} ${i}`] : [])).join("\n")); // K = 1
    const shown = starts.map((l) => `${l} ${l + window - 1}`);
    if (shown.length > 1) out.push(shown.slice(1).join("\n")); // a flip missing
    out.push([...shown, `0 ${window - 1}`, `0 ${window - 1}`].join("\n")); // a flip done twice more
    out.push([...shown, `0 ${n}`].join("\n"));
    return out;
  },

  size: ({ bits }) => bits.length,
});

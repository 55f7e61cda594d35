// Swap as few columns A[i] <-> B[i] of a two-row table as possible so that neither row has a repeated value.
// RLVE: MinSwapTwoPermutations.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
  type Rng,
} from "../../core/kit.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  b: number[];
  best: number;
  /** One smallest set of columns to swap (ascending). */
  witness: number[];
}

/** Reward of an answer after which a row still repeats a value. */
const UNSUCCESSFUL = -0.2;

/**
 * Exact: every value occurs twice in the table; its two cells tie their columns (swap exactly one of them when
 * both cells are in the same row, both or neither otherwise). Each connected group of columns then has two
 * consistent choices, complementary; take the one with fewer swaps.
 */
export function minColumnSwaps(
  a: readonly number[],
  b: readonly number[],
): { best: number; witness: number[] } {
  const n = a.length;
  const cells = new Map<number, [number, number][]>();
  for (let i = 0; i < n; i++) {
    for (const [side, v] of [
      [0, a[i]!],
      [1, b[i]!],
    ] as const) {
      const list = cells.get(v) ?? [];
      list.push([i, side]);
      cells.set(v, list);
    }
  }
  const adj: [number, number][][] = Array.from({ length: n }, () => []);
  for (const list of cells.values()) {
    if (list.length !== 2) throw new Error("every value must occur exactly twice");
    const [[i, s], [j, t]] = list as [[number, number], [number, number]];
    if (i === j) continue;
    const differ = s === t ? 1 : 0;
    adj[i]!.push([j, differ]);
    adj[j]!.push([i, differ]);
  }
  const swap = new Int8Array(n).fill(-1);
  const witness: number[] = [];
  for (let root = 0; root < n; root++) {
    if (swap[root] !== -1) continue;
    swap[root] = 0;
    const group = [root];
    for (let k = 0; k < group.length; k++) {
      const u = group[k]!;
      for (const [v, differ] of adj[u]!) {
        const want = swap[u]! ^ differ;
        if (swap[v] === -1) {
          swap[v] = want;
          group.push(v);
        } else if (swap[v] !== want) throw new Error("the table cannot be made duplicate-free");
      }
    }
    const ones = group.filter((u) => swap[u] === 1);
    witness.push(...(ones.length * 2 <= group.length ? ones : group.filter((u) => swap[u] === 0)));
  }
  witness.sort((x, y) => x - y);
  return { best: witness.length, witness };
}

/** Why a row still repeats a value after swapping the given columns, or null when neither does. */
export function afterSwaps(
  a: readonly number[],
  b: readonly number[],
  cols: readonly number[],
): string | null {
  const top = a.slice();
  const bottom = b.slice();
  for (const i of cols) [top[i], bottom[i]] = [bottom[i]!, top[i]!];
  for (const [name, row] of [
    ["A", top],
    ["B", bottom],
  ] as const) {
    const seen = new Set<number>();
    for (const v of row) {
      if (seen.has(v)) return `row ${name} still contains ${v} twice`;
      seen.add(v);
    }
  }
  return null;
}

function drawTable(n: number, rng: Rng): Instance {
  const p = rng.permutation(n).map((v) => v + 1);
  const q = rng.permutation(n).map((v) => v + 1);
  if (p.every((v, i) => v === q[i])) [q[0], q[1]] = [q[1]!, q[0]!];
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < n; i++) {
    const flip = rng.bool();
    a.push(flip ? q[i]! : p[i]!);
    b.push(flip ? p[i]! : q[i]!);
  }
  if (afterSwaps(a, b, []) === null) {
    // Already duplicate-free: swap one column holding two different values, so at least one swap is needed.
    const i = rng.pick(a.flatMap((v, k) => (v !== b[k] ? [k] : [])));
    [a[i], b[i]] = [b[i]!, a[i]!];
  }
  const { best, witness } = minColumnSwaps(a, b);
  return { a, b, best, witness };
}

/** Whether exactly one set of columns of the least size works (checked over all subsets; small n only). */
function uniqueOptimum(a: readonly number[], b: readonly number[], best: number): boolean {
  let found = 0;
  const cols: number[] = [];
  for (let mask = 0; mask < 1 << a.length; mask++) {
    cols.length = 0;
    for (let i = 0; i < a.length; i++) if ((mask >> i) & 1) cols.push(i);
    if (cols.length === best && afterSwaps(a, b, cols) === null && ++found > 1) return false;
  }
  return found === 1;
}

export default defineEnv<Params, Instance, number[]>({
  id: "min-swap-two-permutations",
  rlveId: "MinSwapTwoPermutations",
  category: "optimization/NP-hard construction",
  version: 3,
  title: "Fewest column swaps making both rows of a table duplicate-free",
  answerKind: "any-optimal",

  // At least 4 columns: with 3 the answer is always one column of three (a constant wins 1/3, and the
  // 24-seed CI audit saw 54%); with 4 each single column is about 1/4 and no redraws are needed.
  params: (level) => ({ n: Math.max(4, afterUpdates(3, level, grow.mul1_1plus1)) }),

  generate({ n }, rng) {
    // Small tables prefer instances with a single optimal answer (so that no one column wins by luck).
    let last = drawTable(n, rng);
    for (let t = 0; t < 20 && n <= 6 && !uniqueOptimum(last.a, last.b, last.best); t++)
      last = drawTable(n, rng);
    return last;
  },

  prompt: ({ a, b }) =>
    `A table has two rows A and B of ${a.length} columns each (columns numbered 0 to ${a.length - 1}); every ` +
    "value appears exactly twice in the table:\n" +
    `A: ${a.join(" ")}\nB: ${b.join(" ")}\n\n` +
    "Swapping column i exchanges A[i] and B[i]. Choose as few columns as possible to swap so that afterwards " +
    "no value appears twice in row A and no value appears twice in row B.\n" +
    "Answer with the indices of the columns to swap, separated by spaces.",
  answerExample: ({ a }) => `${a.length}`,

  parse: (text) => parseIntList(text),

  score(cols, { a, b, best }) {
    const chosen = readSubset(cols, a.length, "column");
    if (typeof chosen === "string") return invalid(chosen);
    const left = afterSwaps(a, b, cols);
    if (left !== null) return invalid(left, UNSUCCESSFUL);
    return minimisationRatio(cols.length, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, b, witness }) {
    const n = a.length;
    const out: string[] = [];
    out.push(witness.slice(1).join(" ")); // one swap short: a row repeats a value
    const complement = Array.from({ length: n }, (_, i) => i).filter((i) => !witness.includes(i));
    if (afterSwaps(a, b, complement) === null && complement.length > witness.length) {
      out.push(complement.join(" ")); // the other consistent choice, with more swaps
    }
    out.push([...witness, witness[0]].join(" ")); // a column twice
    out.push([...witness, n].join(" ")); // a column that does not exist
    return out;
  },

  size: ({ a }) => a.length,
});

// Clear a row in which every value appears twice, where two equal neighbours vanish at once, using as few swaps
// of adjacent elements as possible. RLVE: TetrisAttack.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  row: number[];
  best: number;
  /** One shortest list of swap positions. */
  witness: number[];
}

/** Reward of swaps that leave elements behind. */
const UNSUCCESSFUL = -0.2;

/** Removes equal neighbours, repeatedly, in place. */
function settle(row: number[]): void {
  for (let i = 0; i + 1 < row.length; ) {
    if (row[i] === row[i + 1]) {
      row.splice(i, 2);
      i = Math.max(0, i - 1);
    } else i++;
  }
}

/** Plays the swaps: what is left of the row, or why a swap is not allowed. */
export function play(row: readonly number[], swaps: readonly number[]): number[] | string {
  const cur = row.slice();
  settle(cur);
  for (const [k, i] of swaps.entries()) {
    if (i < 0 || i + 1 >= cur.length) {
      return `swap ${k} at position ${i} needs positions ${i} and ${i + 1}, but the row has ${cur.length} elements`;
    }
    [cur[i], cur[i + 1]] = [cur[i + 1]!, cur[i]!];
    settle(cur);
  }
  return cur;
}

/** Pairs of values whose occurrences interleave (a .. b .. a .. b). */
export function crossings(row: readonly number[]): number {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  row.forEach((v, i) => {
    if (!first.has(v)) first.set(v, i);
    last.set(v, i);
  });
  const values = [...first.keys()];
  let count = 0;
  for (const a of values) {
    for (const b of values) {
      if (first.get(a)! < first.get(b)! && first.get(b)! < last.get(a)! && last.get(a)! < last.get(b)!)
        count++;
    }
  }
  return count;
}

/**
 * Exact: a swap changes the order of one pair of neighbours, so it undoes at most one crossing, and a pair
 * that vanishes crosses nothing: at least `crossings` swaps are needed. Moving the first repeated value left
 * onto its twin passes only values crossing it, one swap per crossing, so that many suffice.
 */
export function fewestSwaps(row: readonly number[]): { best: number; witness: number[] } {
  const cur = row.slice();
  settle(cur);
  const witness: number[] = [];
  while (cur.length > 0) {
    const seen = new Set<number>();
    let v = cur[0]!;
    for (const x of cur) {
      if (seen.has(x)) {
        v = x;
        break;
      }
      seen.add(x);
    }
    while (cur.includes(v)) {
      const j = cur.lastIndexOf(v);
      witness.push(j - 1);
      [cur[j - 1], cur[j]] = [cur[j]!, cur[j - 1]!];
      settle(cur);
    }
  }
  return { best: witness.length, witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "tetris-attack",
  rlveId: "TetrisAttack",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Fewest adjacent swaps clearing a row where equal neighbours vanish",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const values = Array.from({ length: 2 * n }, (_, i) => 1 + (i >> 1));
    let row = rng.shuffle(values.slice());
    for (let t = 0; t < 100 && row.some((v, i) => v === row[i + 1]); t++) row = rng.shuffle(values.slice());
    if (row.some((v, i) => v === row[i + 1])) row = Array.from({ length: 2 * n }, (_, i) => 1 + (i % n));
    return { row, ...fewestSwaps(row) };
  },

  prompt: ({ row }) =>
    `A row holds ${row.length} numbers; every number appears exactly twice and no two equal numbers are ` +
    `neighbours yet:\n${row.join(" ")}\n\n` +
    "A move at position i (counting from 0) exchanges the elements at positions i and i+1 of the current row. " +
    "Whenever two equal numbers become neighbours they vanish at once and the row closes the gap (which may " +
    "make further equal numbers meet and vanish too); positions always refer to the row as it is after these " +
    "removals.\nEmpty the row with as few moves as possible.\n" +
    "Answer with the positions of your moves in order, separated by spaces.",
  answerExample: ({ row }) => `${row.length - 1} 0`,

  parse: (text) => parseIntList(text),

  score(swaps, { row, best }) {
    const left = play(row, swaps);
    if (typeof left === "string") return invalid(left);
    if (left.length > 0) return invalid(`${left.length} numbers are left in the row`, UNSUCCESSFUL);
    return minimisationRatio(swaps.length, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ row, best, witness }) {
    const out: string[] = [witness.slice(0, -1).join(" ")]; // one move short
    const detour = [0, 0, ...witness]; // a move and its undoing first
    const left = play(row, detour);
    if (Array.isArray(left) && left.length === 0 && detour.length > best) out.push(detour.join(" "));
    out.push([...witness, 0].join(" ")); // a move after the row is empty
    out.push([row.length - 1, ...witness].join(" ")); // a move off the end of the row
    return out;
  },

  size: ({ row }) => row.length,
});

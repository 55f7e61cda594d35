// Clear every marked cell of an A×B×C box with sub-box operations, each costing its shortest side, at the least total cost. RLVE: Disinfection.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  minimisationRatio,
  parseIntRows,
  wrong,
} from "../../core/kit.ts";

interface Params {
  maxSide: number;
}

interface Instance {
  /** The box's sides [A, B, C]. */
  sides: [number, number, number];
  /** marked[x][y] is a string of C characters, "1" for a marked cell (x, y, z). */
  marked: string[][];
  best: number;
  /** One cheapest list of boxes [x1, x2, y1, y2, z1, z2] (inclusive). */
  witness: number[][];
}

type Box = [number, number, number, number, number, number];

/**
 * The exact search branches over the sets of planes along the shortest side (up to 2^side sets), so MAX_A_B_C stops
 * growing at 15 (level 12): a 15×15×15 box takes under 1 ms on average, rarely 20 ms.
 */
const MAX_SIDE = 15;

/**
 * The cheapest clearing. A box whose shortest side is s costs as much as its s slices of thickness 1 along that
 * side, each spanning the whole box, so some optimum uses only such whole-box planes: the least number of
 * axis-aligned planes hitting every marked cell. Enumerate the planes chosen along the shortest axis; the cells
 * they miss are pairs (y, z) to hit with planes of the two other axes, a minimum vertex cover of a bipartite
 * graph, which is its maximum matching (König), read off the matching by alternating search.
 */
export function fewestPlanes(
  sides: readonly number[],
  cell: (p: number[]) => boolean,
): { best: number; boxes: Box[] } {
  const axes = [0, 1, 2].sort((a, b) => sides[a]! - sides[b]!);
  const [a0, a1, a2] = axes as [number, number, number];
  const [n0, n1, n2] = [sides[a0]!, sides[a1]!, sides[a2]!];
  // rows[i][j]: bitmask over k of the marked cells with coordinate i on axis a0 and j on axis a1.
  // One point array reused for every cell, plain arrays rather than small typed ones (cheaper to allocate).
  const p = [0, 0, 0];
  const rows: number[][] = [];
  for (let i = 0; i < n0; i++) {
    const row: number[] = [];
    for (let j = 0; j < n1; j++) {
      let mask = 0;
      for (let k = 0; k < n2; k++) {
        p[a0] = i;
        p[a1] = j;
        p[a2] = k;
        if (cell(p)) mask |= 1 << k;
      }
      row.push(mask);
    }
    rows.push(row);
  }
  let best = Number.POSITIVE_INFINITY;
  let bestPlanes: Box[] = [];
  const matchOfRight = new Array<number>(n2).fill(-1);
  const matchOfLeft = new Array<number>(n1).fill(-1);
  const seen = new Array<number>(n2).fill(0);
  let adj: number[] = [];
  const tryLeft = (j: number): boolean => {
    for (let k = 0; k < n2; k++) {
      if (!((adj[j]! >> k) & 1) || seen[k]) continue;
      seen[k] = 1;
      if (matchOfRight[k] === -1 || tryLeft(matchOfRight[k]!)) {
        matchOfRight[k] = j;
        matchOfLeft[j] = k;
        return true;
      }
    }
    return false;
  };
  /** Maximum matching of the pairs (j, k) left by `rows` (stops once `taken` plus it reaches `best`). */
  const matching = (rowsLeft: number[], taken: number): number => {
    adj = rowsLeft;
    matchOfRight.fill(-1);
    matchOfLeft.fill(-1);
    let matched = 0;
    for (let j = 0; j < n1 && taken + matched < best; j++) {
      if (adj[j] === 0) continue;
      seen.fill(0);
      if (tryLeft(j)) matched++;
    }
    return matched;
  };
  const plane = (axis: number, at: number): Box => {
    const box: Box = [0, sides[0]! - 1, 0, sides[1]! - 1, 0, sides[2]! - 1];
    box[2 * axis] = at;
    box[2 * axis + 1] = at;
    return box;
  };
  /** The planes of a new optimum: the chosen ones along a0, and a König cover of the matching just found. */
  const record = (chosen: number): void => {
    // From the unmatched left vertices along alternating paths; the cover is the unreached left vertices
    // with the reached right ones.
    const reachedLeft = new Array<number>(n1).fill(0);
    const reachedRight = new Array<number>(n2).fill(0);
    const stack: number[] = [];
    for (let j = 0; j < n1; j++) {
      if (matchOfLeft[j] === -1) {
        reachedLeft[j] = 1;
        stack.push(j);
      }
    }
    while (stack.length > 0) {
      const j = stack.pop()!;
      for (let k = 0; k < n2; k++) {
        if (!((adj[j]! >> k) & 1) || reachedRight[k]) continue;
        reachedRight[k] = 1;
        const back = matchOfRight[k]!;
        if (back >= 0 && !reachedLeft[back]) {
          reachedLeft[back] = 1;
          stack.push(back);
        }
      }
    }
    bestPlanes = [];
    for (let i = 0; i < n0; i++) if ((chosen >> i) & 1) bestPlanes.push(plane(a0, i));
    for (let j = 0; j < n1; j++) if (!reachedLeft[j] && adj[j] !== 0) bestPlanes.push(plane(a1, j));
    for (let k = 0; k < n2; k++) if (reachedRight[k]) bestPlanes.push(plane(a2, k));
  };
  // Branch and bound over the planes along a0 (was: all 2^n0 sets, 16384 matchings at side 14): left[i] holds,
  // for each j, the cells of the planes before i that were not chosen; those cells still need the other axes,
  // so `taken` plus their matching bounds every completion from below.
  const left = Array.from({ length: n0 + 1 }, () => new Array<number>(n1).fill(0));
  const search = (i: number, taken: number, chosen: number): void => {
    const here = left[i]!;
    const matched = matching(here, taken);
    if (taken + matched >= best) return;
    if (i === n0) {
      best = taken + matched;
      record(chosen);
      return;
    }
    const next = left[i + 1]!;
    const row = rows[i]!;
    for (let j = 0; j < n1; j++) next[j] = here[j]! | row[j]!;
    search(i + 1, taken, chosen);
    for (let j = 0; j < n1; j++) next[j] = here[j]!;
    search(i + 1, taken + 1, chosen | (1 << i));
  };
  search(0, 0, 0);
  return { best, boxes: bestPlanes };
}

function popcount(x: number): number {
  let c = 0;
  for (let y = x; y !== 0; y &= y - 1) c++;
  return c;
}

export default defineEnv<Params, Instance, number[][]>({
  id: "disinfection",
  rlveId: "Disinfection",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Clear the marked cells of a 3D box with sub-boxes costing their shortest side",
  answerKind: "any-optimal",

  maxLevel: MAX_SIDE - 3,

  // Level 0 allows sides of 3 (boxes 2×2×2 only: the two planes of any axis clear one at cost 2, optimal in 66%).
  params: (level) => ({ maxSide: Math.min(MAX_SIDE, afterUpdates(3, level, grow.plus1)) }),

  generate({ maxSide }, rng) {
    // Every side at least 2: a box with a side of 1 is cleared whole by one operation of cost 1 (at level 0 a
    // third of the problems were the box 1×1×2, and only 33% of the instances were distinct at 200 seeds).
    const sides: [number, number, number] = [rng.int(2, maxSide), rng.int(2, maxSide), rng.int(2, maxSide)];
    // Each cell is marked with probability t/20, one integer draw per cell.
    const t = rng.pick([5, 8, 11, 14]);
    const count = sides[0] * sides[1] * sides[2];
    const bits = new Array<number>(count);
    let marks = 0;
    for (let i = 0; i < count; i++) marks += bits[i] = rng.int(0, 19) < t ? 1 : 0;
    // At least two marked cells, so that clearing is never free or a single cell.
    const from = rng.int(0, count - 1);
    for (let i = 0; marks < 2 && i < count; i++) {
      const cell = (from + i) % count;
      if (bits[cell] === 0) {
        bits[cell] = 1;
        marks++;
      }
    }
    const marked: string[][] = [];
    for (let x = 0, i = 0; x < sides[0]; x++) {
      const layer: string[] = [];
      for (let y = 0; y < sides[1]; y++) {
        let line = "";
        for (let z = 0; z < sides[2]; z++) line += bits[i++] === 1 ? "1" : "0";
        layer.push(line);
      }
      marked.push(layer);
    }
    const { best, boxes } = fewestPlanes(
      sides,
      (p) => bits[(p[0]! * sides[1] + p[1]!) * sides[2] + p[2]!] === 1,
    );
    return { sides, marked, best, witness: boxes };
  },

  prompt: ({ sides: [a, b, c], marked }) =>
    `A box of ${a} × ${b} × ${c} unit cells has cells (x, y, z) with 0 <= x < ${a}, 0 <= y < ${b}, 0 <= z < ${c}. ` +
    "Some cells are marked. For each x, the lines below give y = 0, 1, ... in order, each line listing z = 0, 1, ... " +
    "(1 = marked, 0 = clear):\n" +
    marked.map((layer, x) => `x = ${x}:\n${layer.join("\n")}`).join("\n") +
    "\n\nAn operation chooses a sub-box x1 <= x <= x2, y1 <= y <= y2, z1 <= z <= z2 and clears all of its cells; it " +
    "costs the shortest of its three side lengths, min(x2 - x1 + 1, y2 - y1 + 1, z2 - z1 + 1). Clear every marked " +
    "cell with the smallest total cost.\n" +
    "Answer with the operations, one per line, each as the six integers x1 x2 y1 y2 z1 z2 separated by spaces.",
  answerExample: ({ sides: [a] }) => `0 ${a} 0 0 0 0`,

  parse: (text) => parseIntRows(text, { cols: 6 }),

  score(boxes, { sides, marked, best }) {
    const [a, b, c] = sides;
    // 3D difference array: +1 over each box, in O(1) per box, then prefix sums.
    const at = (x: number, y: number, z: number) => (x * (b + 1) + y) * (c + 1) + z;
    const diff = new Int32Array((a + 1) * (b + 1) * (c + 1));
    let cost = 0;
    for (const [i, box] of boxes.entries()) {
      const [x1, x2, y1, y2, z1, z2] = box as Box;
      if (
        !(x1 >= 0 && x1 <= x2 && x2 < a && y1 >= 0 && y1 <= y2 && y2 < b && z1 >= 0 && z1 <= z2 && z2 < c)
      ) {
        return invalid(`operation ${i + 1} (${box.join(" ")}) is not a sub-box of the box`);
      }
      cost += Math.min(x2 - x1 + 1, y2 - y1 + 1, z2 - z1 + 1);
      for (let m = 0; m < 8; m++) {
        const x = m & 1 ? x2 + 1 : x1;
        const y = m & 2 ? y2 + 1 : y1;
        const z = m & 4 ? z2 + 1 : z1;
        diff[at(x, y, z)]! += popcount(m) % 2 === 0 ? 1 : -1;
      }
    }
    for (let x = 0; x <= a; x++) {
      for (let y = 0; y <= b; y++) {
        for (let z = 0; z <= c; z++) {
          const i = at(x, y, z);
          if (x > 0) diff[i]! += diff[at(x - 1, y, z)]!;
          if (y > 0) diff[i]! += diff[at(x, y - 1, z)]!;
          if (z > 0) diff[i]! += diff[at(x, y, z - 1)]!;
          if (x > 0 && y > 0) diff[i]! -= diff[at(x - 1, y - 1, z)]!;
          if (x > 0 && z > 0) diff[i]! -= diff[at(x - 1, y, z - 1)]!;
          if (y > 0 && z > 0) diff[i]! -= diff[at(x, y - 1, z - 1)]!;
          if (x > 0 && y > 0 && z > 0) diff[i]! += diff[at(x - 1, y - 1, z - 1)]!;
        }
      }
    }
    let left = 0;
    for (let x = 0; x < a; x++) {
      for (let y = 0; y < b; y++)
        for (let z = 0; z < c; z++) if (marked[x]![y]![z] === "1" && diff[at(x, y, z)]! <= 0) left++;
    }
    if (left > 0) return wrong(`${left} marked cells are not cleared`, -0.2);
    return minimisationRatio(cost, best);
  },

  reference: ({ witness }) => witness.map((box) => box.join(" ")).join("\n"),

  wrongAnswers({ sides: [a, b, c], witness }) {
    const lines = witness.map((box) => box.join(" "));
    return [
      [...lines, `0 0 0 0 0 0`].join("\n"), // one more operation: dearer
      lines.slice(1).join("\n") || `0 0 0 0 0 ${c}`, // an operation missing: a plane of the optimum has a marked cell
      [...lines.slice(1), `0 ${a - 1} 0 ${b - 1} ${c} ${c}`].join("\n"), // outside the box
    ];
  },

  size: ({ sides }) => sides[0] * sides[1] * sides[2],
});

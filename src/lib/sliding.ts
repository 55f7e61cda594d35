/**
 * Sliding-tile puzzles on an R×C grid stored row-major, tile 0 the blank. A move names the direction the
 * blank goes: U, D, L or R (it swaps with the neighbouring tile on that side).
 */
export type Move = "U" | "D" | "L" | "R";
export const MOVES: readonly Move[] = ["U", "D", "L", "R"];
const DR: Record<Move, number> = { U: -1, D: 1, L: 0, R: 0 };
const DC: Record<Move, number> = { U: 0, D: 0, L: -1, R: 1 };
export const REVERSE: Record<Move, Move> = { U: "D", D: "U", L: "R", R: "L" };

/** The cell the blank moves to from `blank`, or -1 when the move leaves the grid. */
export function target(blank: number, move: Move, rows: number, cols: number): number {
  const r = Math.floor(blank / cols) + DR[move];
  const c = (blank % cols) + DC[move];
  return r < 0 || r >= rows || c < 0 || c >= cols ? -1 : r * cols + c;
}

/** Apply moves to a copy of the grid; returns null at the first move that leaves the grid. */
export function applyMoves(
  grid: readonly number[],
  rows: number,
  cols: number,
  moves: Iterable<Move>,
): number[] | null {
  const g = grid.slice();
  let blank = g.indexOf(0);
  for (const mv of moves) {
    const to = target(blank, mv, rows, cols);
    if (to < 0) return null;
    g[blank] = g[to]!;
    g[to] = 0;
    blank = to;
  }
  return g;
}

/** The legal moves of the blank at `blank`. */
export function legalMoves(blank: number, rows: number, cols: number): Move[] {
  return MOVES.filter((mv) => target(blank, mv, rows, cols) >= 0);
}

/**
 * A shortest move sequence from `start` to `goal` by bidirectional breadth-first search, or null when the
 * goal is unreachable or more than `maxNodes` states would be stored.
 */
export function shortestSlide(
  start: readonly number[],
  goal: readonly number[],
  rows: number,
  cols: number,
  maxNodes = 100_000,
): Move[] | null {
  // One UTF-16 code unit per cell (tiles are far below 65536): a cheaper key than a joined string.
  const key = (g: readonly number[]) => String.fromCharCode.apply(null, g as number[]);
  const startKey = key(start);
  const goalKey = key(goal);
  if (startKey === goalKey) return [];
  // parent maps: state -> [previous state key, move from previous to this state (in search direction)]
  const fwd = new Map<string, [string, Move] | null>([[startKey, null]]);
  const bwd = new Map<string, [string, Move] | null>([[goalKey, null]]);
  let fwdLayer: number[][] = [start.slice()];
  let bwdLayer: number[][] = [goal.slice()];
  const path = (meet: string): Move[] => {
    const head: Move[] = [];
    for (let k = meet, p = fwd.get(k); p; k = p[0], p = fwd.get(k)) head.push(p[1]);
    head.reverse();
    const tail: Move[] = [];
    for (let k = meet, p = bwd.get(k); p; k = p[0], p = bwd.get(k)) tail.push(REVERSE[p[1]]);
    return head.concat(tail);
  };
  while (fwdLayer.length > 0 && bwdLayer.length > 0) {
    const forward = fwdLayer.length <= bwdLayer.length;
    const layer = forward ? fwdLayer : bwdLayer;
    const mine = forward ? fwd : bwd;
    const other = forward ? bwd : fwd;
    const next: number[][] = [];
    for (const g of layer) {
      const k = key(g);
      const blank = g.indexOf(0);
      for (const mv of MOVES) {
        const to = target(blank, mv, rows, cols);
        if (to < 0) continue;
        const h = g.slice();
        h[blank] = h[to]!;
        h[to] = 0;
        const hk = key(h);
        if (mine.has(hk)) continue;
        mine.set(hk, [k, mv]);
        if (other.has(hk)) return path(hk);
        if (fwd.size + bwd.size > maxNodes) return null;
        next.push(h);
      }
    }
    if (forward) fwdLayer = next;
    else bwdLayer = next;
  }
  return null;
}

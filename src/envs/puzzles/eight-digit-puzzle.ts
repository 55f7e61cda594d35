// Sliding-tile puzzle: give moves of the blank that turn the start grid into the target grid. RLVE: EightDigitPuzzle.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  fraction,
  grow,
  invalid,
  parseTokens,
  preview,
} from "../../core/kit.ts";
import {
  applyMoves,
  legalMoves,
  MOVES,
  type Move,
  REVERSE,
  shortestSlide,
  target,
} from "../../lib/sliding.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  rows: number;
  cols: number;
  /** Row-major tiles, 0 the blank. */
  start: number[];
  goal: number[];
  /** A move string from start to goal: a shortest one when the search was affordable. */
  solution: string;
}

/**
 * Loop-free walks up to this long get a shortest reference by bidirectional search; longer ones keep the
 * loop-free walk (any move string that reaches the target is accepted, so the reference need not be shortest).
 */
const SEARCH_STEPS = 14;
/** States stored by that search before it gives up. */
const SEARCH_NODES = 1_500;

/** Word w (0 or 1) of the Zobrist code of tile t at cell c: a fixed integer mix, so no draw is spent on it. */
function zobrist(c: number, t: number, w: number): number {
  let x = (c * 65_536 + t) ^ (w === 0 ? 0x2545f491 : 0x9e3779b9);
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * The walk with its loops cut out: whenever a grid comes back, the moves between its two visits go. Grids
 * are recognised by a 53-bit Zobrist code updated per move (two cells change); a code seen before is
 * confirmed by undoing the moves back to it, so a collision can only leave a loop in, never cut a wrong one.
 */
function withoutLoops(start: readonly number[], rows: number, cols: number, walk: readonly Move[]): Move[] {
  const g = start.slice();
  let blank = g.indexOf(0);
  let h0 = 0;
  let h1 = 0;
  for (let c = 0; c < g.length; c++) {
    h0 ^= zobrist(c, g[c]!, 0);
    h1 ^= zobrist(c, g[c]!, 1);
  }
  const code = () => (h0 >>> 0) * 2_097_152 + (h1 & 0x1fffff);
  const codes = [code()];
  const at = new Map<number, number>([[codes[0]!, 0]]);
  const kept: Move[] = [];
  // Whether the grid now equals the one after kept[0..i): undo the last move and the kept ones after i.
  const backTo = (i: number, last: Move): boolean => {
    const copy = g.slice();
    let b = blank;
    const undo = (mv: Move) => {
      const to = target(b, REVERSE[mv], rows, cols);
      copy[b] = copy[to]!;
      copy[to] = 0;
      b = to;
    };
    undo(last);
    for (let j = kept.length - 1; j >= i; j--) undo(kept[j]!);
    return copy.every((v, c) => v === g[c]);
  };
  for (const mv of walk) {
    const to = target(blank, mv, rows, cols);
    const t = g[to]!;
    h0 ^= zobrist(blank, 0, 0) ^ zobrist(to, t, 0) ^ zobrist(blank, t, 0) ^ zobrist(to, 0, 0);
    h1 ^= zobrist(blank, 0, 1) ^ zobrist(to, t, 1) ^ zobrist(blank, t, 1) ^ zobrist(to, 0, 1);
    g[blank] = t;
    g[to] = 0;
    blank = to;
    const k = code();
    const seen = at.get(k);
    if (seen !== undefined && backTo(seen, mv)) {
      for (let i = seen + 1; i < codes.length; i++) at.delete(codes[i]!);
      kept.length = seen;
      codes.length = seen + 1;
      continue;
    }
    kept.push(mv);
    codes.push(k);
    at.set(k, kept.length);
  }
  return kept;
}

const show = (g: number[], cols: number, width: number) =>
  Array.from({ length: g.length / cols }, (_, r) =>
    g
      .slice(r * cols, (r + 1) * cols)
      .map((v) => String(v).padStart(width))
      .join(" "),
  ).join("\n");

export default defineEnv<Params, Instance, Move[]>({
  id: "eight-digit-puzzle",
  rlveId: "EightDigitPuzzle",
  category: "grid/logic puzzles",
  version: 3,
  title: "Sliding-tile puzzle: move the blank to turn the start grid into the target grid",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const rows = rng.int(2, maxNM);
    const cols = rng.int(2, maxNM);
    const start = rng.permutation(rows * cols);
    const steps = rng.int(Math.max(2, Math.floor((rows * cols) / 2)), 2 * rows * cols);
    // A random walk of the blank that never undoes its last move (the same draws as picking among
    // legalMoves(blank) without the reverse of the last move), applied in place.
    const goal = start.slice();
    let blank = goal.indexOf(0);
    const walk: Move[] = [];
    const options: Move[] = [];
    while (walk.length < steps || (walk.length % 2 === 0 && goal.every((v, i) => v === start[i]))) {
      const back = walk.length > 0 ? REVERSE[walk[walk.length - 1]!] : null;
      options.length = 0;
      for (const m of MOVES) if (m !== back && target(blank, m, rows, cols) >= 0) options.push(m);
      const mv = rng.pick(options);
      const to = target(blank, mv, rows, cols);
      goal[blank] = goal[to]!;
      goal[to] = 0;
      blank = to;
      walk.push(mv);
    }
    const direct = withoutLoops(start, rows, cols, walk);
    const shortest =
      direct.length <= SEARCH_STEPS ? shortestSlide(start, goal, rows, cols, SEARCH_NODES) : null;
    return { rows, cols, start, goal, solution: (shortest ?? direct).join("") };
  },

  prompt({ rows, cols, start, goal }) {
    const width = String(rows * cols - 1).length;
    return (
      `A ${rows}×${cols} sliding puzzle holds the tiles 1 to ${rows * cols - 1} and one blank, written 0. ` +
      "A move slides the blank one cell up (U), down (D), left (L) or right (R), swapping it with the tile there; " +
      "the blank may not leave the grid.\n\n" +
      `Start grid:\n${show(start, cols, width)}\n\nTarget grid:\n${show(goal, cols, width)}\n\n` +
      "Find a sequence of moves that turns the start grid into the target grid. " +
      "Answer with the moves as one string of the letters U, D, L and R (for example RRDLU)."
    );
  },

  parse(text) {
    const letters = parseTokens(text).join("").toUpperCase();
    const moves: Move[] = [];
    for (const ch of letters) {
      if (!(MOVES as readonly string[]).includes(ch)) {
        throw new FormatError(`"${preview(ch)}" is not a move (U, D, L or R)`);
      }
      moves.push(ch as Move);
    }
    return moves;
  },

  score(moves, { rows, cols, start, goal }) {
    const end = applyMoves(start, rows, cols, moves);
    if (end === null) return invalid("a move takes the blank off the grid");
    const right = end.filter((v, i) => v === goal[i]).length;
    return fraction(right, goal.length, 10, "cells");
  },

  reference: ({ solution }) => solution,

  wrongAnswers({ rows, cols, start, solution }, rng) {
    const moves = [...solution] as Move[];
    const out = [solution.slice(0, -1)];
    const end = applyMoves(start, rows, cols, moves)!;
    out.push(solution + rng.pick(legalMoves(end.indexOf(0), rows, cols)));
    const before = applyMoves(start, rows, cols, moves.slice(0, -1))!;
    const others = legalMoves(before.indexOf(0), rows, cols).filter((m) => m !== moves[moves.length - 1]);
    if (others.length > 0) out.push(solution.slice(0, -1) + rng.pick(others));
    out.push("U".repeat(Math.floor(start.indexOf(0) / cols) + 1)); // runs off the top edge
    return out;
  },

  size: ({ rows, cols }) => rows * cols,
});

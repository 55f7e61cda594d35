/**
 * Tic-tac-toe against a perfect opponent, from a position where the model (X, to move) has a forced win
 * needing exactly level + 2 of its moves against best defence (positions won in one move are left out:
 * there a fixed scan of the cells from 9 down, skipping the full ones, wins 53% of episodes). Everything is solved once by exhaustive
 * search of the 3 x 3 game (a few thousand positions): X prefers a win, then the fastest; O prefers its
 * own win, then a draw, and when lost the longest game; ties go to the lowest cell. The opponent plays O
 * by that table and the reference plays X by it, so the reference wins in level + 2 moves; a draw or a
 * loss is a failure. Budget: the X moves left on the board.
 */
import { bad, interactive, ok, parseInts } from "./kit.js";

type Cell = "X" | "O" | ".";
interface H {
  board: string;
}
interface M {
  [key: string]: string;
  board: string;
}

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

function winner(b: string): Cell {
  for (const [a, c, d] of LINES) if (b[a] !== "." && b[a] === b[c] && b[a] === b[d]) return b[a] as Cell;
  return ".";
}

const toMove = (b: string): "X" | "O" => {
  let x = 0;
  let o = 0;
  for (const ch of b) {
    if (ch === "X") x++;
    else if (ch === "O") o++;
  }
  return x === o ? "X" : "O";
};

/** For a position: the result for X (1, 0, -1), plies to the end under the rules above, the best move. */
interface Value {
  res: number;
  plies: number;
  move: number;
}
const TABLE = new Map<string, Value>();

function solve(b: string): Value {
  const known = TABLE.get(b);
  if (known) return known;
  const w = winner(b);
  let v: Value;
  if (w !== ".") v = { res: w === "X" ? 1 : -1, plies: 0, move: -1 };
  else if (!b.includes(".")) v = { res: 0, plies: 0, move: -1 };
  else {
    const p = toMove(b);
    let best: Value | null = null;
    for (let i = 0; i < 9; i++) {
      if (b[i] !== ".") continue;
      const c = solve(b.slice(0, i) + p + b.slice(i + 1));
      const cand = { res: c.res, plies: c.plies + 1, move: i };
      if (best === null || better(p, cand, best)) best = cand;
    }
    v = best!;
  }
  TABLE.set(b, v);
  return v;
}

/** Whether a is strictly better than b for the player p (ties keep the lower cell, found first). */
function better(p: "X" | "O", a: Value, b: Value): boolean {
  const ra = p === "X" ? a.res : -a.res;
  const rb = p === "X" ? b.res : -b.res;
  if (ra !== rb) return ra > rb;
  if (ra > 0) return a.plies < b.plies; // winning: sooner
  if (ra < 0) return a.plies > b.plies; // losing: later
  return false;
}

/** Positions reachable from the empty board with X to move and not over, by X moves needed to win. */
let BUCKETS: string[][] | null = null;
function buckets(): string[][] {
  if (BUCKETS) return BUCKETS;
  const seen = new Set<string>();
  const out: string[][] = [];
  const visit = (b: string) => {
    if (seen.has(b)) return;
    seen.add(b);
    if (winner(b) !== "." || !b.includes(".")) return;
    const p = toMove(b);
    if (p === "X") {
      const v = solve(b);
      if (v.res === 1) {
        const xMoves = (v.plies + 1) / 2;
        (out[xMoves - 1] ??= []).push(b);
      }
    }
    for (let i = 0; i < 9; i++) if (b[i] === ".") visit(b.slice(0, i) + p + b.slice(i + 1));
  };
  visit(".........");
  for (const list of out) list.sort();
  BUCKETS = out;
  return out;
}

const show = (b: string) =>
  [0, 3, 6]
    .map((r) =>
      b
        .slice(r, r + 3)
        .split("")
        .join(" "),
    )
    .join("\n");

export const ticTacToe = interactive<H, M, number, never>({
  id: "tic-tac-toe",
  title: "Tic-tac-toe: win a won position against a perfect opponent",
  category: "game",
  version: 1,
  queryTag: "move",
  maxLevel: 1,
  levels: "a position won for X in exactly level + 2 X moves against best defence",
  generate(level, rng) {
    return { board: rng.pick(buckets()[level + 1]!) };
  },
  budget: (h) => Math.ceil((h.board.split(".").length - 1) / 2),
  initial: (h) => ({ board: h.board }),
  rules: (h) =>
    `We play tic-tac-toe on a 3 x 3 board; you are X and move now, I am O. Three in a row, column or diagonal wins. The cells are numbered 1 to 9 by rows (1 2 3 on top, 7 8 9 at the bottom). The board ("." is empty):\n${show(h.board)}\nA move is the number of an empty cell; I reply with my move and the board. You can force a win from here; a draw counts as a loss.`,
  parseQuery(text, _h, mem) {
    const v = parseInts(text, 1, 9, 1);
    if (!v.ok) return v;
    if (v.value.length !== 1) return bad("one cell number is expected");
    const i = v.value[0]! - 1;
    if (mem.board[i] !== ".") return bad(`cell ${i + 1} is not empty`);
    return ok(i);
  },
  queryText: (i) => String(i + 1),
  reply(_h, mem, i) {
    let b = mem.board.slice(0, i) + "X" + mem.board.slice(i + 1);
    if (winner(b) === "X") return { text: `${show(b)}\nYou win.`, mem: { board: b }, end: "won" };
    if (!b.includes(".")) return { text: `${show(b)}\nA draw.`, mem: { board: b }, end: "lost" };
    const o = solve(b).move;
    b = b.slice(0, o) + "O" + b.slice(o + 1);
    const said = `I play ${o + 1}.\n${show(b)}`;
    if (winner(b) === "O") return { text: `${said}\nI win.`, mem: { board: b }, end: "lost" };
    if (!b.includes(".")) return { text: `${said}\nA draw.`, mem: { board: b }, end: "lost" };
    return { text: said, mem: { board: b } };
  },
  reference: (_h, mem) => ({ query: String(solve(mem.board).move + 1) }),
  probes() {
    const scan = Array.from({ length: 9 }, (_, i) => ({ query: String(i + 1) }));
    return [scan, scan.slice().reverse(), [5, 1, 3, 7, 9, 2, 4, 6, 8].map((c) => ({ query: String(c) }))];
  },
});

/** Positions won in 1, 2, ... X moves, how many of each; tests check maxLevel against it. */
export function ticTacToeDepths(): number[] {
  return buckets().map((b) => b.length);
}

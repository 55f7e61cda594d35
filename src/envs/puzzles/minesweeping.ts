// Place mines in the unnumbered cells of a grid so that every number counts the mines around it. RLVE: Minesweeping.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseCharGrid } from "../../core/kit.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  /** Rows of the puzzle: a digit for a numbered cell, "." for an unnumbered one. */
  puzzle: string[];
  /** A planted solution: "*" for a mine. */
  solution: string[];
}

const DENSITIES = [0.1, 0.15, 0.2, 0.25, 0.3];

function neighbours(n: number, m: number, r: number, c: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const [rr, cc] = [r + dr, c + dc];
      if (rr >= 0 && rr < n && cc >= 0 && cc < m) out.push([rr, cc]);
    }
  return out;
}

export default defineEnv<Params, Instance, string[][]>({
  id: "minesweeping",
  rlveId: "Minesweeping",
  category: "grid/logic puzzles",
  version: 1,
  title: "Place mines consistent with minesweeper numbers",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(4, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(3, maxNM);
    const m = rng.int(3, maxNM);
    const density = rng.pick(DENSITIES);
    const mine = Array.from({ length: n }, () => Array.from({ length: m }, () => rng.bool(density)));
    const safe: Array<[number, number]> = [];
    for (let r = 0; r < n; r++) for (let c = 0; c < m; c++) if (!mine[r]![c]) safe.push([r, c]);
    if (safe.length === 0) {
      mine[0]![0] = false;
      safe.push([0, 0]);
    }
    const shown = new Set(safe.filter(() => rng.bool(0.5)).map(([r, c]) => r * m + c));
    if (shown.size === 0) shown.add(safe[0]![0] * m + safe[0]![1]);
    const puzzle: string[] = [];
    const solution: string[] = [];
    for (let r = 0; r < n; r++) {
      let p = "";
      let s = "";
      for (let c = 0; c < m; c++) {
        if (shown.has(r * m + c)) {
          const k = String(neighbours(n, m, r, c).filter(([rr, cc]) => mine[rr]![cc]).length);
          p += k;
          s += k;
        } else {
          p += ".";
          s += mine[r]![c] ? "*" : ".";
        }
      }
      puzzle.push(p);
      solution.push(s);
    }
    return { n, m, puzzle, solution };
  },

  prompt: ({ n, m, puzzle }) =>
    `Here is a minesweeper grid with ${n} rows and ${m} columns ("." is an unnumbered cell):\n` +
    puzzle.join("\n") +
    "\n\nPlace mines on some of the unnumbered cells so that every number equals the count of mines among its " +
    "(up to 8) neighbouring cells, including diagonal ones. Numbered cells hold no mine and must stay as they are.\n\n" +
    `Answer with ${n} lines of ${m} characters: the numbers copied unchanged, "*" for a mine, "." for an unnumbered cell without a mine.`,
  answerExample: "1*.\n.21",

  parse: (text, { n, m }) => parseCharGrid(text, n, m, "012345678*."),

  score(grid, { n, m, puzzle }) {
    let numbers = 0;
    let ok = 0;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < m; c++) {
        const given = puzzle[r]![c]!;
        const got = grid[r]![c]!;
        if (given === ".") {
          if (got !== "." && got !== "*")
            return invalid(`the unnumbered cell (${r + 1}, ${c + 1}) holds "${got}"`);
          continue;
        }
        if (got !== given) return invalid(`the numbered cell (${r + 1}, ${c + 1}) was changed`);
        numbers++;
        const k = neighbours(n, m, r, c).filter(([rr, cc]) => grid[rr]![cc] === "*").length;
        if (String(k) === given) ok++;
      }
    }
    return fraction(ok, numbers, 10, "numbers matched");
  },

  reference: ({ solution }) => solution.join("\n"),

  wrongAnswers({ n, m, puzzle, solution }) {
    const out: string[] = [];
    const set = (r: number, c: number, ch: string) =>
      solution.map((row, i) => (i === r ? row.slice(0, c) + ch + row.slice(c + 1) : row)).join("\n");
    const touchesNumber = (r: number, c: number) =>
      neighbours(n, m, r, c).some(([rr, cc]) => puzzle[rr]![cc] !== ".");
    let removed = false;
    let added = false;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < m; c++) {
        if (!touchesNumber(r, c)) continue;
        if (!removed && solution[r]![c] === "*") {
          out.push(set(r, c, "."));
          removed = true;
        } else if (!added && solution[r]![c] === ".") {
          out.push(set(r, c, "*"));
          added = true;
        }
      }
    }
    for (let r = 0; r < n; r++) {
      const c = puzzle[r]!.search(/\d/);
      if (c >= 0) {
        out.push(set(r, c, "*"));
        out.push(set(r, c, puzzle[r]![c] === "8" ? "7" : String(Number(puzzle[r]![c]) + 1)));
        break;
      }
    }
    return out;
  },

  size: ({ n, m }) => n * m,
});

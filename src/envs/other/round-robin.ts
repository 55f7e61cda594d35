// Construct round-robin results (win 3, draw 1, loss 0) giving each team its stated point total. RLVE: RoundRobin.
import { afterUpdates, defineEnv, FormatError, fraction, grow, invalid, parseLines } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  points: number[];
  /** One table of results that produces the points (row i, column j: W, D or L for team i against j). */
  witness: string[];
}

const GAIN: Record<string, number> = { W: 3, D: 1, L: 0 };
const MIRROR: Record<string, string> = { W: "L", D: "D", L: "W" };

export default defineEnv<Params, Instance, string[][]>({
  id: "round-robin",
  rlveId: "RoundRobin",
  category: "other",
  version: 2,
  title: "Round-robin results matching given point totals",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const table: string[][] = Array.from({ length: n }, (_, i) =>
      Array.from({ length: n }, (_, j) => (i === j ? "-" : "")),
    );
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const r = rng.pick(["W", "D", "L"]);
        table[i]![j] = r;
        table[j]![i] = MIRROR[r]!;
      }
    }
    const points = table.map((row) => row.reduce((s, c) => s + (GAIN[c] ?? 0), 0));
    return { points, witness: table.map((row) => row.join("")) };
  },

  prompt: ({ points }) =>
    `${points.length} teams, numbered 1 to ${points.length}, play a round-robin tournament: every pair of teams ` +
    "plays exactly once. A win earns 3 points, a draw 1 point and a loss 0 points. At the end the point totals are:\n" +
    points.map((p, i) => `team ${i + 1}: ${p}`).join("\n") +
    `\n\nGive results of all matches that produce exactly these totals. Answer with ${points.length} lines; ` +
    `line i has ${points.length} characters, the j-th being the result of team i against team j: W (win), ` +
    "D (draw) or L (loss), and - on the diagonal. The table must be consistent: if team i beat team j, " +
    "team j lost to team i, and a draw is a draw for both.",

  parse(text, { points }) {
    const n = points.length;
    const lines = parseLines(text, n + 1);
    if (lines.length !== n) throw new FormatError(`expected ${n} lines, got ${lines.length}`);
    return lines.map((l, i) => {
      const cells = [...l.replace(/[\s,]+/g, "").toUpperCase()];
      if (cells.length !== n)
        throw new FormatError(`line ${i + 1} has ${cells.length} results, expected ${n}`);
      for (const c of cells) if (!"WDL-".includes(c)) throw new FormatError(`unexpected symbol "${c}"`);
      return cells;
    });
  },

  score(table, { points }) {
    const n = points.length;
    for (let i = 0; i < n; i++) {
      if (table[i]![i] !== "-") return invalid(`the diagonal entry of team ${i + 1} must be -`);
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const r = table[i]![j]!;
        if (r === "-") return invalid(`team ${i + 1} against team ${j + 1} has no result`);
        if (table[j]![i] !== MIRROR[r])
          return invalid(`teams ${i + 1} and ${j + 1} have inconsistent results`);
      }
    }
    const totals = table.map((row) => row.reduce((s, c) => s + (GAIN[c] ?? 0), 0));
    const right = totals.filter((t, i) => t === points[i]).length;
    return fraction(right, n, 5, "point totals");
  },

  reference: ({ witness }) => witness.join("\n"),

  wrongAnswers({ witness }) {
    const t = witness.map((row) => [...row]);
    const flip = t.map((row) => row.slice());
    const r = flip[0]![1]!;
    flip[0]![1] = r === "W" ? "L" : "W";
    flip[1]![0] = MIRROR[flip[0]![1]!]!;
    const broken = t.map((row) => row.slice());
    broken[0]![1] = broken[0]![1] === "W" ? "D" : "W";
    return [flip, broken].map((g) => gridLines(g)).concat(witness.slice(1).join("\n"));
  },

  size: ({ points }) => points.length,
});

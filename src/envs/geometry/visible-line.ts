// Which lines y = a·x + b are visible from above (appear on the upper envelope). RLVE: VisibleLine.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Line i is y = a·x + b for [a, b] = lines[i]; no two lines are the same. */
  lines: [number, number][];
  /** The visible lines, 1-based, increasing. */
  visible: number[];
}

/**
 * The lines strictly above all others for some x (1-based, increasing): by slope, the highest of equal
 * slopes, then a stack that drops the top line l2 under a new line l3 when l1 and l3 meet at or left of
 * where l1 and l2 meet (l2 is then never strictly highest). Exact integer arithmetic.
 */
export function upperEnvelope(lines: readonly (readonly [number, number])[]): number[] {
  const order = lines
    .map((_, i) => i)
    .sort((i, j) => lines[i]![0] - lines[j]![0] || lines[j]![1] - lines[i]![1]);
  const stack: number[] = [];
  for (let t = 0; t < order.length; t++) {
    const k = order[t]!;
    if (t > 0 && lines[order[t - 1]!]![0] === lines[k]![0]) continue;
    const [a3, b3] = lines[k]!;
    while (stack.length >= 2) {
      const [a1, b1] = lines[stack[stack.length - 2]!]!;
      const [a2, b2] = lines[stack[stack.length - 1]!]!;
      if ((b1 - b3) * (a2 - a1) <= (b1 - b2) * (a3 - a1)) stack.pop();
      else break;
    }
    stack.push(k);
  }
  return stack.map((i) => i + 1).sort((x, y) => x - y);
}

export default defineEnv<Params, Instance, number[]>({
  id: "visible-line",
  rlveId: "VisibleLine",
  category: "geometry",
  version: 1,
  title: "The lines visible from above",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const r = Math.max(5, n);
    const lines: [number, number][] = [];
    const seen = new Set<string>();
    while (lines.length < n) {
      const l: [number, number] = [rng.int(-r, r), rng.int(-r, r)];
      if (seen.has(`${l[0]},${l[1]}`)) continue;
      seen.add(`${l[0]},${l[1]}`);
      lines.push(l);
    }
    return { lines, visible: upperEnvelope(lines) };
  },

  prompt: ({ lines }) =>
    `There are ${lines.length} lines in the plane, numbered 1 to ${lines.length}:\n` +
    lines.map(([a, b], i) => `line ${i + 1}: y = ${a}·x ${b < 0 ? "-" : "+"} ${Math.abs(b)}`).join("\n") +
    "\n\nLooking down from y = +∞, a line is visible when there is some x at which it lies strictly above " +
    "every other line (a line that only touches the top at a single point where others meet it is not " +
    "visible). Which lines are visible? Answer with their numbers separated by spaces, in any order.",
  answerExample: ({ visible }) => ["1 3", "2 3", "1 2"].find((c) => c !== visible.join(" ")) ?? "1 3",

  parse: (text, { lines }) => parseIntList(text, { maxTokens: lines.length + 1 }),

  score(answer, { lines, visible }) {
    const sel = readSubset(
      answer.map((i) => i - 1),
      lines.length,
      "line",
    );
    if (typeof sel === "string")
      return invalid(sel.replace(/line (-?\d+)/, (_, i) => `line ${Number(i) + 1}`));
    const hit = visible.filter((i) => sel[i - 1]).length;
    const union = answer.length + visible.length - hit;
    return fraction(hit, union, 5, "lines in common out of all named");
  },

  reference: ({ visible }) => visible.join(" "),

  wrongAnswers({ lines, visible }) {
    const out = [
      visible.slice(1).join(" "),
      `${visible.join(" ")} ${visible[0]}`,
      `${visible.join(" ")} ${lines.length + 1}`,
    ];
    const hidden = lines.map((_, i) => i + 1).filter((i) => !visible.includes(i));
    if (hidden.length > 0) out.push(`${visible.join(" ")} ${hidden[0]}`);
    return out.filter((s) => s.trim() !== "");
  },

  size: ({ lines }) => lines.length,
});

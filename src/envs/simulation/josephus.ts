// Josephus process: N people in a circle, every M-th is removed; output the removal order. RLVE: Josephus.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  m: number;
  order: number[];
}

export function josephusOrder(n: number, m: number): number[] {
  const circle = Array.from({ length: n }, (_, i) => i + 1);
  const out: number[] = [];
  let pos = 0;
  while (circle.length > 0) {
    pos = (pos + m - 1) % circle.length;
    out.push(circle.splice(pos, 1)[0]!);
  }
  return out;
}

export default defineEnv<Params, Instance, number[]>({
  id: "josephus",
  rlveId: "Josephus",
  category: "program simulation",
  version: 2,
  title: "Josephus elimination order",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxN }, rng) {
    const n = rng.int(Math.max(2, Math.ceil(maxN / 2)), Math.max(2, maxN));
    const m = rng.int(2, 2 * n);
    return { n, m, order: josephusOrder(n, m) };
  },

  prompt: ({ n, m }) =>
    `${n} people numbered 1 to ${n} stand in a circle in order. Starting with person 1, they count off ` +
    `1, 2, 3, ... around the circle; the person who says ${m} leaves the circle, and counting restarts at 1 ` +
    "with the next person still in the circle. This repeats until everyone has left.\n\n" +
    `Answer with the numbers of the people in the order they leave: ${n} integers separated by spaces.`,

  parse: (text) => parseIntList(text, { maxTokens: 10_000 }),

  score(answer, { order }) {
    if (answer.length !== order.length)
      return invalid(`expected ${order.length} numbers, got ${answer.length}`);
    const right = answer.filter((v, i) => v === order[i]).length;
    return fraction(right, order.length, 10, "positions");
  },

  reference: ({ order }) => order.join(" "),

  wrongAnswers({ n, order }) {
    const swapped = order.slice();
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    const ascending = Array.from({ length: n }, (_, i) => i + 1);
    const out = [swapped.join(" "), order.slice(0, -1).join(" ")];
    if (ascending.some((v, i) => v !== order[i])) out.push(ascending.join(" "));
    return out;
  },

  size: ({ n }) => n,
});

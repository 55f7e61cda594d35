// Minimum of every length-K window of an array. RLVE: SlidingWindow.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  k: number;
  minima: number[];
}

/** Window minima with a monotonic deque, O(n). */
export function windowMinima(values: readonly number[], k: number): number[] {
  const dq: number[] = [];
  let head = 0;
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) {
    while (dq.length > head && values[dq[dq.length - 1]!]! >= values[i]!) dq.pop();
    dq.push(i);
    if (dq[head]! <= i - k) head++;
    if (i >= k - 1) out.push(values[dq[head]!]!);
  }
  return out;
}

export default defineEnv<Params, Instance, number[]>({
  id: "sliding-window",
  rlveId: "SlidingWindow",
  category: "data structures",
  version: 1,
  title: "Minimum of every length-K window",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const values = Array.from({ length: n }, () => rng.int(0, 2 * n));
    const k = rng.int(2, Math.max(2, n - 1));
    return { values, k, minima: windowMinima(values, k) };
  },

  prompt: ({ values, k }) =>
    `Array (${values.length} numbers): ${values.join(" ")}\n\n` +
    `For every window of ${k} consecutive elements, from the window starting at the first element to the one ` +
    `ending at the last, give the minimum of the window.\n\n` +
    `Answer with the ${values.length - k + 1} minima in window order, separated by spaces.`,
  answerExample: "1 1 0 4",

  parse: (text) => parseIntList(text, { maxTokens: 10_000 }),

  score(answer, { minima }) {
    if (answer.length !== minima.length)
      return invalid(`expected ${minima.length} numbers, got ${answer.length}`);
    const right = answer.filter((v, i) => v === minima[i]).length;
    return fraction(right, minima.length, 10, "windows");
  },

  reference: ({ minima }) => minima.join(" "),

  wrongAnswers({ minima }) {
    const bumped = minima.slice();
    bumped[bumped.length - 1]! += 1;
    return [bumped.join(" "), minima.slice(1).join(" "), `${minima.join(" ")} 0`];
  },

  size: ({ values }) => values.length,
});

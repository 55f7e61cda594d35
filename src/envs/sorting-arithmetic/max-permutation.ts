// Order numbers so that their concatenation is the largest possible integer. RLVE: MaxPermutation.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  numbers: string[];
  best: string;
  order: number[];
}

export function bestOrder(numbers: readonly string[]): number[] {
  return numbers
    .map((_, i) => i)
    .sort((x, y) => {
      const xy = numbers[x]! + numbers[y]!;
      const yx = numbers[y]! + numbers[x]!;
      return xy === yx ? 0 : xy > yx ? -1 : 1;
    });
}

export default defineEnv<Params, Instance, number[]>({
  id: "max-permutation",
  rlveId: "MaxPermutation",
  category: "sorting/arithmetic",
  version: 2,
  title: "Largest concatenation of a list of numbers",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const stems = Array.from({ length: Math.max(1, Math.ceil(n / 3)) }, () => String(rng.int(1, 99)));
    const numbers = Array.from({ length: n }, () => {
      let s = rng.pick(stems);
      const extra = rng.int(0, 2);
      for (let i = 0; i < extra; i++) s += String(rng.int(0, 9));
      return s;
    });
    const order = bestOrder(numbers);
    return { numbers, order: order.map((i) => i + 1), best: order.map((i) => numbers[i]).join("") };
  },

  prompt: ({ numbers }) =>
    `Here are ${numbers.length} positive integers, numbered 1 to ${numbers.length}:\n${numbers.join(" ")}\n\n` +
    "Arrange them in an order such that writing them one after another (concatenating their decimal " +
    "digits) gives the largest possible integer.\n\n" +
    `Answer with a permutation of 1 to ${numbers.length}: the numbers' positions in your order, separated by spaces.`,

  parse: (text) => parseIntList(text, { maxTokens: 10_000 }),

  score(answer, { numbers, best }) {
    const n = numbers.length;
    if (answer.length !== n) return invalid(`expected ${n} positions, got ${answer.length}`);
    const seen = new Set<number>();
    for (const i of answer) {
      if (i < 1 || i > n || seen.has(i)) return invalid("the answer is not a permutation of 1..N");
      seen.add(i);
    }
    const value = BigInt(answer.map((i) => numbers[i - 1]).join(""));
    return maximisationRatio(value, BigInt(best), 5);
  },

  reference: ({ order }) => order.join(" "),

  wrongAnswers({ numbers, order, best }) {
    const out: string[] = [];
    for (let j = 0; j + 1 < order.length && out.length < 2; j++) {
      const sw = order.slice();
      [sw[j], sw[j + 1]] = [sw[j + 1]!, sw[j]!];
      if (sw.map((i) => numbers[i - 1]).join("") !== best) out.push(sw.join(" "));
    }
    const dup = order.slice();
    dup[0] = dup[1]!;
    out.push(dup.join(" "));
    return out;
  },

  size: ({ numbers }) => numbers.length,
});

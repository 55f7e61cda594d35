// Deduce the base N and the digit behind every letter from the letter-written sums of all pairs of digits. RLVE: AdditionTable.
import { afterUpdates, defineEnv, fraction, invalid, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** digits[i]: the digit written as the i-th letter of the alphabet. */
  digits: number[];
  /** Equations "X + Y = Z" over letters. */
  equations: string[];
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export default defineEnv<Params, Instance, number[]>({
  id: "addition-table",
  rlveId: "AdditionTable",
  category: "grid/logic puzzles",
  version: 2,
  title: "Decode a base-N addition table written in letters",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, (x) => Math.min(26, x + 1)) }),

  generate({ n }, rng) {
    const digits = rng.permutation(n);
    const letterOf = new Array<string>(n);
    digits.forEach((d, i) => {
      letterOf[d] = LETTERS[i]!;
    });
    const write = (v: number) => (v >= n ? letterOf[Math.floor(v / n)]! + letterOf[v % n]! : letterOf[v]!);
    const equations: string[] = [];
    for (let i = 0; i < n; i++)
      for (let j = i; j < n; j++)
        equations.push(`${LETTERS[i]} + ${LETTERS[j]} = ${write(digits[i]! + digits[j]!)}`);
    rng.shuffle(equations);
    return { n, digits, equations };
  },

  prompt: ({ n, equations }) =>
    `The ${n} letters ${LETTERS.slice(0, n).split("").join(", ")} stand for the ${n} digits of some unknown base N ` +
    "(different letters for different digits, every digit used). Numbers are written in base N with these letters, " +
    "most significant digit first. The sum of every pair of letters is known:\n" +
    equations.join("\n") +
    "\n\nFind the base N and the digit of every letter.\n\n" +
    `Answer with ${n + 1} integers separated by spaces: N first, then the digits of ${LETTERS.slice(0, n).split("").join(", ")} in this order.`,

  parse: (text) => parseIntList(text),

  score(answer, { n, digits }) {
    if (answer.length !== n + 1) return invalid(`expected ${n + 1} integers, got ${answer.length}`);
    const letters = answer.slice(1);
    if (new Set(letters).size !== n) return invalid("two letters were given the same digit");
    let right = answer[0] === n ? 1 : 0;
    for (let i = 0; i < n; i++) if (letters[i] === digits[i]) right++;
    return fraction(right, n + 1, 3, "values (the base and the letters' digits)");
  },

  reference: ({ n, digits }) => [n, ...digits].join(" "),

  wrongAnswers({ n, digits }) {
    const swapped = digits.slice();
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    const dup = digits.slice();
    dup[0] = dup[1]!;
    return [[n + 1, ...digits].join(" "), [n, ...swapped].join(" "), [n, ...dup].join(" "), digits.join(" ")];
  },

  size: ({ n }) => n,
});

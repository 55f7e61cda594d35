// Turn a binary string into an alternating one with as few position swaps as possible; output the swaps.
// RLVE: BinaryAlternation
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
} from "../../core/kit.ts";
import { binaryAlternation, isAlternating } from "../../lib/stringalgo.ts";

interface Params {
  zeros: number;
}

interface Instance {
  s: string;
  best: Array<[number, number]>;
}

export default defineEnv<Params, Instance, number[]>({
  id: "binary-alternation",
  rlveId: "BinaryAlternation",
  category: "string algorithms",
  version: 2,
  title: "Fewest swaps to make a binary string alternate",
  answerKind: "any-optimal",

  // At least 3 zeros: strings of 2 zeros and 1 to 3 ones are so few that one swap was optimal in 41% of 200
  // problems at level 0; level 1 (3 zeros) was at 9%.
  params: (level) => ({ zeros: Math.max(3, afterUpdates(2, level, grow.mul1_1plus1)) }),

  generate({ zeros }, rng) {
    const ones = zeros + rng.int(-1, 1);
    const chars = [...("0".repeat(zeros) + "1".repeat(ones))];
    let s = "";
    do s = rng.shuffle(chars).join("");
    while (isAlternating(s));
    const best = binaryAlternation(s);
    if (best === null) throw new Error("binary-alternation: no alternating target");
    return { s, best: best.swaps };
  },

  prompt: ({ s }) =>
    `S = ${s} (positions numbered 0 to ${s.length - 1})\n\nIn one operation you may swap the characters at ` +
    "two different positions of S. Using as few operations as possible, turn S into an alternating string (no " +
    "two adjacent characters equal).\n\nAnswer with the operations in order, one per line, each as two " +
    "positions i j separated by a space.",
  // Never correct: "2 2" does not name two different positions.
  answerExample: "0 3\n2 2",

  parse(text) {
    const values = parseIntList(text.replace(/[\n,;]/g, " "));
    if (values.length % 2 !== 0) throw new FormatError("expected pairs of positions");
    return values;
  },

  score(answer, { s, best }) {
    const chars = [...s];
    for (let t = 0; t < answer.length; t += 2) {
      const i = answer[t]!;
      const j = answer[t + 1]!;
      if (i < 0 || j < 0 || i >= s.length || j >= s.length || i === j) {
        return invalid(`swap ${i} ${j} is not of two different positions in [0, ${s.length - 1}]`);
      }
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    if (!isAlternating(chars.join(""))) return invalid("the result does not alternate");
    return minimisationRatio(answer.length / 2, best.length, 5);
  },

  reference: ({ best }) => best.map(([i, j]) => `${i} ${j}`).join("\n"),

  wrongAnswers({ s, best }) {
    const lines = best.map(([i, j]) => `${i} ${j}`);
    return [
      lines.slice(1).join("\n") || "0 0",
      [...lines, `0 ${s.length}`].join("\n"),
      [...lines, "0 0"].join("\n"),
    ];
  },

  size: ({ s }) => s.length,
});

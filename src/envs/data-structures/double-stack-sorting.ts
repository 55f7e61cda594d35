// Move a queue through two stacks with four push/pop operations so that a given output order appears.
// RLVE: DoubleStackSorting.
import { afterUpdates, defineEnv, FormatError, fraction, grow, invalid } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  input: number[];
  output: number[];
  /** The operations the generator used: one witness. */
  ops: string;
}

/** The output an a/b/c/d string produces, or the reason it is illegal. */
export function runDoubleStack(input: readonly number[], ops: string): number[] | string {
  const stacks: number[][] = [[], []];
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i < ops.length; i++) {
    const c = ops[i]!;
    const s = stacks[c === "a" || c === "b" ? 0 : 1]!;
    if (c === "a" || c === "c") {
      if (next >= input.length) return `operation ${i + 1} (${c}) pushes from an empty queue`;
      s.push(input[next++]!);
    } else {
      if (s.length === 0) return `operation ${i + 1} (${c}) pops an empty stack`;
      out.push(s.pop()!);
    }
  }
  return out;
}

export default defineEnv<Params, Instance, string>({
  id: "double-stack-sorting",
  rlveId: "DoubleStackSorting",
  category: "data structures",
  split: "held-out",
  version: 1,
  title: "Reach an output order through a queue and two stacks",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const input = rng.permutation(n).map((x) => x + 1);
    let ops = "";
    let pushed = 0;
    const depth = [0, 0];
    while (ops.length < 2 * n) {
      const moves: string[] = [];
      if (pushed < n) moves.push("a", "c");
      if (depth[0]! > 0) moves.push("b");
      if (depth[1]! > 0) moves.push("d");
      const m = rng.pick(moves);
      ops += m;
      if (m === "a" || m === "c") {
        pushed++;
        depth[m === "a" ? 0 : 1]!++;
      } else depth[m === "b" ? 0 : 1]!--;
    }
    const output = runDoubleStack(input, ops);
    if (typeof output === "string") throw new Error(output);
    return { input, output, ops };
  },

  prompt: ({ input, output }) =>
    `A queue holds the numbers ${input.join(" ")} (front first). There are two stacks, 1 and 2, both empty, ` +
    "and an output sequence, empty too. Four operations are allowed:\n" +
    "- a: remove the number at the front of the queue and push it onto stack 1;\n" +
    "- b: pop the number on top of stack 1 and append it to the output;\n" +
    "- c: remove the number at the front of the queue and push it onto stack 2;\n" +
    "- d: pop the number on top of stack 2 and append it to the output.\n\n" +
    `Give ${2 * input.length} operations, every one legal (never take from an empty queue or pop an empty ` +
    `stack), after which the output is exactly: ${output.join(" ")}\n` +
    "Each output position that matches earns credit.\n\n" +
    `Answer with the operations as one string of ${2 * input.length} letters from a, b, c, d, in order.`,
  answerExample: ({ input }) => "a".repeat(input.length),

  parse(text, { input }) {
    const s = text.replace(/[\s,]+/g, "").toLowerCase();
    if (s.length > 4 * input.length + 10) throw new FormatError(`answer too long (${s.length} letters)`);
    if (!/^[abcd]+$/.test(s)) throw new FormatError("the answer must consist of the letters a, b, c and d");
    return s;
  },

  score(ops, { input, output }) {
    if (ops.length !== 2 * input.length)
      return invalid(`expected ${2 * input.length} operations, got ${ops.length}`);
    const out = runDoubleStack(input, ops);
    if (typeof out === "string") return invalid(out);
    if (out.length !== output.length)
      return invalid(`the operations output ${out.length} numbers, not ${output.length}`);
    const same = out.filter((x, i) => x === output[i]).length;
    return fraction(same, output.length, 10, "output positions");
  },

  reference: ({ ops }) => ops,

  wrongAnswers({ input, output, ops }) {
    const n = input.length;
    const out = [ops.slice(0, -1), "ab".repeat(n).slice(0, -1) + "a", `${ops.slice(0, -1)}e`];
    // Reversed queue through one stack: wrong unless the output happens to be the reversed input.
    if (output.join(" ") !== [...input].reverse().join(" ")) out.push("a".repeat(n) + "b".repeat(n));
    // Straight through: wrong unless the output equals the input.
    if (output.join(" ") !== input.join(" ")) out.push("ab".repeat(n));
    return out;
  },

  size: ({ input }) => input.length,
});

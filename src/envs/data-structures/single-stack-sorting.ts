// Push/pop operations moving a queue through one stack so that a given output order appears. RLVE: SingleStackSorting
import { afterUpdates, defineEnv, FormatError, fraction, grow, invalid } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  input: number[];
  output: number[];
  ops: string;
}

/** The output produced by an a/b string, or a reason why it is illegal. */
function run(input: readonly number[], ops: string): number[] | string {
  const stack: number[] = [];
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i < ops.length; i++) {
    if (ops[i] === "a") {
      if (next >= input.length) return `operation ${i + 1} pushes from an empty queue`;
      stack.push(input[next++]!);
    } else {
      if (stack.length === 0) return `operation ${i + 1} pops an empty stack`;
      out.push(stack.pop()!);
    }
  }
  return out;
}

export default defineEnv<Params, Instance, string>({
  id: "single-stack-sorting",
  rlveId: "SingleStackSorting",
  category: "data structures",
  version: 2,
  title: "Reach an output order through one stack",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const input = rng.permutation(n).map((x) => x + 1);
    let ops = "";
    let pushed = 0;
    let depth = 0;
    while (ops.length < 2 * n) {
      const push = pushed < n && (depth === 0 || rng.bool());
      ops += push ? "a" : "b";
      if (push) {
        pushed++;
        depth++;
      } else depth--;
    }
    const output = run(input, ops);
    if (typeof output === "string") throw new Error(output);
    return { input, output, ops };
  },

  prompt: ({ input, output }) =>
    `A queue holds the numbers ${input.join(" ")} (front first), and there is one empty stack. Two operations ` +
    "are allowed:\n" +
    "- a: remove the number at the front of the queue and push it onto the stack;\n" +
    "- b: pop the number on top of the stack and append it to the output sequence.\n\n" +
    `Give a sequence of ${2 * input.length} operations after which the queue and the stack are empty and the ` +
    `output sequence is exactly: ${output.join(" ")}\n\n` +
    `Answer with the operations as one string of ${2 * input.length} letters a and b, in order.`,

  parse(text, { input }) {
    const s = text.replace(/[\s,]+/g, "").toLowerCase();
    if (s.length > 4 * input.length + 10) throw new FormatError(`answer too long (${s.length} letters)`);
    if (!/^[ab]+$/.test(s)) throw new FormatError("the answer must consist of the letters a and b");
    return s;
  },

  score(ops, { input, output, ops: gold }) {
    if (ops.length !== gold.length) return invalid(`expected ${gold.length} operations, got ${ops.length}`);
    const out = run(input, ops);
    if (typeof out === "string") return invalid(out);
    const same = [...ops].filter((c, i) => c === gold[i]).length;
    if (same === gold.length && out.join(" ") !== output.join(" "))
      throw new Error("the stored operations do not produce the output");
    return fraction(same, gold.length, 10, "operations");
  },

  reference: ({ ops }) => ops,

  wrongAnswers({ ops }) {
    const n = ops.length / 2;
    const out = [ops.slice(0, -1), "a".repeat(n) + "b".repeat(n), "ab".repeat(n)];
    const i = ops.indexOf("ab", 1);
    if (i > 0) out.push(`${ops.slice(0, i)}ba${ops.slice(i + 2)}`);
    return out.filter((s) => s !== ops);
  },

  size: ({ input }) => input.length,
});

// Pick distinct terms of the affine recurrence F(n) = A·F(n−1) + B that sum to S. RLVE: RecursiveSequenceSumConstruction.
import { afterUpdates, correct, defineEnv, grow, invalid, parseIntList, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  f0: number;
  a: number;
  b: number;
  n: number;
  s: string;
  /** Indices of one valid choice, ascending. */
  witness: number[];
}

function terms({ f0, a, b, n }: { f0: number; a: number; b: number; n: number }): bigint[] {
  const f = [BigInt(f0)];
  for (let i = 1; i <= n; i++) f.push(BigInt(a) * f[i - 1]! + BigInt(b));
  return f;
}

export default defineEnv<Params, Instance, number[]>({
  id: "recursive-sequence-sum-construction",
  rlveId: "RecursiveSequenceSumConstruction",
  category: "number theory",
  version: 2,
  title: "Choose distinct terms of an affine recurrence that sum to S",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const f0 = rng.int(1, 5);
    const a = rng.int(2, 4);
    const b = rng.int(0, 5);
    const f = terms({ f0, a, b, n });
    let witness: number[] = [];
    while (witness.length === 0) witness = f.map((_, i) => i).filter(() => rng.bool());
    const s = witness.reduce((acc, i) => acc + f[i]!, 0n);
    return { f0, a, b, n, s: s.toString(), witness };
  },

  prompt: ({ f0, a, b, n, s }) =>
    `The sequence F is defined by F(0) = ${f0} and F(k) = ${a}·F(k-1) + ${b} for k >= 1. ` +
    `Choose distinct indices from 0, 1, ..., ${n} such that the terms F(i) at those indices sum to exactly ${s}.\n\n` +
    "Answer with the chosen indices separated by spaces.",

  parse: (text) => parseIntList(text, { maxTokens: 1000 }),

  score(indices, inst) {
    const seen = new Set<number>();
    for (const i of indices) {
      if (i < 0 || i > inst.n) return invalid(`index ${i} is outside [0, ${inst.n}]`);
      if (seen.has(i)) return invalid(`index ${i} is used twice`);
      seen.add(i);
    }
    const f = terms(inst);
    const sum = indices.reduce((acc, i) => acc + f[i]!, 0n);
    return sum === BigInt(inst.s) ? correct() : wrong(`the chosen terms sum to ${sum}, not ${inst.s}`);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, witness }) {
    const out = [`${witness.join(" ")} ${n + 1}`, `${witness.join(" ")} ${witness[0]}`];
    if (witness.length > 1) out.push(witness.slice(1).join(" "));
    return out;
  },

  size: ({ n }) => n,
});

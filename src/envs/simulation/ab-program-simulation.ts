// Rewrite an A::B token program (facing '#' pairs cancel or swap) until it stops; give the final program. RLVE: ABProgramSimulation.
import { afterUpdates, correct, defineEnv, FormatError, grow, parseTokens, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
  maxSteps: number;
}

interface Instance {
  program: string[];
  result: string[];
  steps: number;
}

const TOKENS = ["A#", "#A", "B#", "#B"] as const;

/** Leftmost-first rewriting; returns the normal form and the number of rewrites. */
export function runAB(program: readonly string[]): { result: string[]; steps: number } {
  let cur = program.slice();
  let steps = 0;
  for (;;) {
    let i = 0;
    while (i + 1 < cur.length && !(cur[i]!.endsWith("#") && cur[i + 1]!.startsWith("#"))) i++;
    if (i + 1 >= cur.length) return { result: cur, steps };
    const x = cur[i]![0]!;
    const y = cur[i + 1]![1]!;
    cur =
      x === y
        ? [...cur.slice(0, i), ...cur.slice(i + 2)]
        : [...cur.slice(0, i), cur[i + 1]!, cur[i]!, ...cur.slice(i + 2)];
    steps++;
  }
}

export default defineEnv<Params, Instance, string[]>({
  id: "ab-program-simulation",
  rlveId: "ABProgramSimulation",
  category: "program simulation",
  version: 2,
  title: "Run an A::B token-rewriting program to its end",
  answerKind: "unique",

  params: (level) => ({
    n: afterUpdates(4, level, grow.mul1_1plus1),
    maxSteps: afterUpdates(10, level, grow.mul1_1plus1),
  }),

  generate({ n, maxSteps }, rng) {
    let best: Instance | null = null;
    for (let attempt = 0; attempt < 200; attempt++) {
      const program = Array.from({ length: n }, () => rng.pick(TOKENS) as string);
      const { result, steps } = runAB(program);
      if (result.length === 0) continue;
      const inst = { program, result, steps };
      if (steps <= maxSteps) return inst;
      if (best === null || steps < best.steps) best = inst;
    }
    if (best !== null) return best;
    const program = Array.from({ length: n }, () => "A#");
    return { program, result: program.slice(), steps: 0 };
  },

  prompt: ({ program }) =>
    "A program is a sequence of the four tokens A#, #A, B# and #B. It runs by rewriting: whenever two " +
    "neighbouring tokens face each other (the left one ends with # and the right one starts with #), they " +
    "are replaced by these rules:\n" +
    "- A# #A becomes nothing (both tokens disappear)\n" +
    "- B# #B becomes nothing\n" +
    "- A# #B becomes #B A#\n" +
    "- B# #A becomes #A B#\n" +
    "Rewriting continues until no two neighbouring tokens face each other.\n\n" +
    `Program: ${program.join(" ")}\n\n` +
    "Answer with the final program: its tokens in order, separated by spaces.",
  // Never correct: "B# #B" face each other, so this program is not finished.
  answerExample: "#A B# #B A#",

  parse(text) {
    const toks = parseTokens(text, 10_000);
    for (const t of toks) {
      if (!(TOKENS as readonly string[]).includes(t))
        throw new FormatError(`unknown token "${t.slice(0, 10)}"`);
    }
    return toks;
  },

  score(answer, { result }) {
    if (answer.length === result.length && answer.every((t, i) => t === result[i])) return correct();
    return wrong("the final program differs");
  },

  reference: ({ result }) => result.join(" "),

  wrongAnswers({ program, result }) {
    const out: string[] = [];
    if (result.length > 1) out.push(result.slice(0, -1).join(" "));
    out.push([...result, "A#"].join(" "));
    if (program.length !== result.length || program.some((t, i) => t !== result[i]))
      out.push(program.join(" "));
    return out;
  },

  size: ({ program }) => program.length,
});

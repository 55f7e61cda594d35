// Count arrays over a value set S that can be cut into consecutive pieces whose minimum equals their
// length, modulo MOD. RLVE: SegmentMinLengthEqual_Counting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { modAnswerLine, modNearMisses, pickModulus, scoreModCount } from "../../lib/count-answer.ts";
import { segmentMinLengthCount } from "../../lib/sequence-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  s: number[];
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "segment-min-length-equal-counting",
  rlveId: "SegmentMinLengthEqual_Counting",
  category: "combinatorial counting",
  version: 2,
  title: "Count arrays splittable into pieces whose minimum equals their length, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const size = rng.int(1, n);
    const s = rng
      .sample(
        Array.from({ length: n }, (_, i) => i + 1),
        size,
      )
      .sort((a, b) => a - b);
    const mod = pickModulus(rng);
    return { n, s, mod, answer: segmentMinLengthCount(n, s, mod) };
  },

  prompt: ({ n, s, mod }) =>
    `Count the arrays A[1..${n}] whose every entry belongs to the set S = {${s.join(", ")}} and which can be ` +
    "cut into one or more consecutive non-empty pieces such that, in every piece, the smallest entry equals " +
    `the number of entries of that piece. Give the count modulo ${mod}.\n\n${modAnswerLine(mod)}`,

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ n }) => n,
});

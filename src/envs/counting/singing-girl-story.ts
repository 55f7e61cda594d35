// Count arrays over [1, A] satisfying a list of subarray-maximum constraints, modulo MOD.
// RLVE: SingingGirlStory
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { modAnswerLine, modNearMisses, pickModulus, scoreModCount } from "../../lib/count-answer.ts";
import { arrayMaxCount, type RangeMax } from "../../lib/grid-counting.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  a: number;
  cons: RangeMax[];
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "singing-girl-story",
  rlveId: "SingingGirlStory",
  category: "combinatorial counting",
  version: 2,
  title: "Count arrays with prescribed subarray maxima, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(1, maxNM);
    const a = rng.int(1, 2 * maxNM);
    const hidden = Array.from({ length: n }, () => rng.int(1, a));
    const cons: RangeMax[] = [];
    const seen = new Set<string>();
    for (let tries = 0; cons.length < m && tries < 20 * m; tries++) {
      const [l, r] = [rng.int(1, n), rng.int(1, n)].sort((x, y) => x - y) as [number, number];
      if (seen.has(`${l},${r}`)) continue;
      seen.add(`${l},${r}`);
      cons.push({ l, r, v: Math.max(...hidden.slice(l - 1, r)) });
    }
    const mod = pickModulus(rng);
    return { n, a, cons, mod, answer: arrayMaxCount(n, a, cons, mod) };
  },

  prompt: ({ n, a, cons, mod }) =>
    `Count the arrays H[1..${n}] with every entry an integer in [1, ${a}] such that every one of these ` +
    "conditions holds (each names a range of positions and the exact maximum of H over it):\n" +
    cons.map((c) => `max(H[${c.l}..${c.r}]) = ${c.v}`).join("\n") +
    `\n\nGive the count modulo ${mod}.\n\n${modAnswerLine(mod)}`,

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ n, cons }) => n + cons.length,
});

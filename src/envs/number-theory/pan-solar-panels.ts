// Choose X in [A, B] and Y in [C, D] maximising gcd(X, Y). RLVE: PanSolarPanels.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { gcd } from "../../lib/numtheory.ts";

interface Params {
  max: number;
}

interface Instance {
  a: number;
  b: number;
  c: number;
  d: number;
  best: number;
  witness: [number, number];
}

export default defineEnv<Params, Instance, number[]>({
  id: "pan-solar-panels",
  rlveId: "PanSolarPanels",
  category: "number theory",
  version: 1,
  title: "Choose X in [A, B] and Y in [C, D] maximising gcd(X, Y)",
  answerKind: "any-optimal",

  params: (level) => ({ max: afterUpdates(10, level, grow.mul1_5) }),

  generate({ max }, rng) {
    const [a, b] = [rng.int(1, max), rng.int(1, max)].sort((x, y) => x - y) as [number, number];
    const [c, d] = [rng.int(1, max), rng.int(1, max)].sort((x, y) => x - y) as [number, number];
    for (let g = Math.min(b, d); ; g--) {
      const x = Math.floor(b / g) * g;
      const y = Math.floor(d / g) * g;
      if (x >= a && y >= c) return { a, b, c, d, best: g, witness: [x, y] };
    }
  },

  prompt: ({ a, b, c, d }) =>
    `Choose an integer X with ${a} <= X <= ${b} and an integer Y with ${c} <= Y <= ${d} so that gcd(X, Y) is as large as possible.\n\n` +
    "Answer with X and Y separated by a space.",
  answerExample: "12 18",

  parse: (text) => parseIntList(text, { length: 2 }),

  score([x, y], { a, b, c, d, best }) {
    if (x! < a || x! > b) return invalid(`X = ${x} is outside [${a}, ${b}]`);
    if (y! < c || y! > d) return invalid(`Y = ${y} is outside [${c}, ${d}]`);
    return maximisationRatio(gcd(x!, y!), best, 3);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, b, c, d, best }) {
    const out = [`${b + 1} ${d}`, `${a} ${c - 1}`];
    for (const [x, y] of [
      [a, c],
      [b, d],
      [a, d],
      [b, c],
    ] as const)
      if (gcd(x, y) < best) out.push(`${x} ${y}`);
    return out;
  },

  size: ({ b, d }) => Math.max(b, d),
});

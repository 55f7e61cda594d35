// Count the ways to put N distinct balls into R distinct boxes leaving no box empty, modulo MOD. RLVE: StirlingSecond.
import { afterUpdates, correct, defineEnv, grow, invalid, parseBigInt, wrong } from "../../core/kit.ts";
import { surjectionsMod } from "../../lib/modcomb.ts";

interface Params {
  maxN: number;
  maxR: number;
}

interface Instance {
  n: number;
  r: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "stirling-second",
  rlveId: "StirlingSecond",
  category: "combinatorial counting",
  version: 2,
  title: "Surjections of N distinct balls onto R distinct boxes, modulo MOD",
  answerKind: "unique",

  params: (level) => ({
    maxN: afterUpdates(7, level, grow.mul1_1plus1),
    maxR: afterUpdates(2, level, grow.mul1_1plus1),
  }),

  generate({ maxN, maxR }, rng) {
    // R = 1 always gives 1 (the shortcut audit): at least two boxes.
    const r = rng.int(2, Math.max(2, maxR));
    const n = rng.int(r, Math.max(r, maxN));
    const mod = rng.int(1_000_000, 1_000_000_000);
    return { n, r, mod, answer: surjectionsMod(n, r, mod) };
  },

  prompt: ({ n, r, mod }) =>
    `There are ${n} distinct balls (numbered 1 to ${n}) and ${r} distinct boxes (numbered 1 to ${r}). ` +
    `Count the ways to put every ball into one of the boxes so that no box is empty ` +
    "(two ways differ when some ball is in a different box).\n\n" +
    `Answer with the count modulo ${mod}: a single integer between 0 and ${mod - 1}.`,
  answerExample: "123456",

  parse: (text) => parseBigInt(text, 40),

  score(answer, { mod, answer: expected }) {
    if (answer < 0n || answer >= BigInt(mod)) return invalid(`${answer} is not in [0, ${mod})`);
    return answer === BigInt(expected) ? correct() : wrong(`${answer} is not the count modulo ${mod}`);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers({ n, r, mod, answer }) {
    const out = [String((answer + 1) % mod)];
    const other = surjectionsMod(n, Math.max(1, r - 1), mod);
    if (other !== answer) out.push(String(other));
    const more = surjectionsMod(n + 1, r, mod);
    if (more !== answer) out.push(String(more));
    return out;
  },

  size: ({ n, r }) => n + r,
});

// The concatenation 123...N modulo M. RLVE: PrefixConcatenation.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, wrong } from "../../core/kit.ts";
import { prefixConcatenationMod } from "../../lib/multiplicative.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  m: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "prefix-concatenation",
  rlveId: "PrefixConcatenation",
  category: "number theory",
  split: "held-out",
  version: 1,
  title: "The concatenation 123...N modulo M",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(64, level, grow.mul2) }),

  generate({ maxN }, rng) {
    const n = rng.int(1, maxN);
    const m = rng.int(2, 1_000_000_000);
    return { n, m, answer: prefixConcatenationMod(n, BigInt(m)).toString() };
  },

  prompt: ({ n, m }) =>
    `Write the integers 1, 2, 3, ..., ${n} one after another in decimal, with nothing in between, to form one big integer ` +
    `(for example, for 12 this gives 123456789101112). What is that integer modulo ${m}?\n\n` +
    `Answer with the remainder, an integer in [0, ${m - 1}].`,
  answerExample: "4711",

  parse: (text) => parseBigInt(text),

  score: (x, { answer }) => (x === BigInt(answer) ? correct() : wrong(`${x} is not the remainder`)),

  reference: ({ answer }) => answer,

  wrongAnswers({ n, m, answer }) {
    const a = BigInt(answer);
    const out = [((a + 1n) % BigInt(m)).toString(), (a + BigInt(m)).toString()];
    if (n > 1) {
      const prev = prefixConcatenationMod(n - 1, BigInt(m));
      if (prev !== a) out.push(prev.toString());
    }
    return out;
  },

  size: ({ n }) => n,
});

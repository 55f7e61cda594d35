// Count tuples X[1..N] with L <= X[i] <= R whose XOR equals K, modulo MOD. RLVE: XorEquationCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import {
  modAnswerLine,
  modNearMisses,
  modulusExample,
  pickModulus,
  scoreModCount,
} from "../../lib/count-answer.ts";
import { xorTupleCount } from "../../lib/sequence-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  l: number;
  r: number;
  k: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "xor-equation-counting",
  rlveId: "XorEquationCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count bounded tuples with a given XOR, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const bits = Math.min(48, n + 3);
    const top = 2 ** bits - 1;
    const a = rng.int(0, top);
    const b = rng.int(0, top);
    const [l, r] = a <= b ? [a, b] : [b, a];
    let x = 0n;
    for (let i = 0; i < n; i++) x ^= BigInt(rng.int(l, r));
    const k = Number(x);
    const mod = pickModulus(rng);
    return { n, l, r, k, mod, answer: xorTupleCount(n, l, r, k, bits, mod) };
  },

  prompt: ({ n, l, r, k, mod }) =>
    `Count the tuples (X[1], ..., X[${n}]) of integers with ${l} <= X[i] <= ${r} for every i and ` +
    `X[1] XOR X[2] XOR ... XOR X[${n}] = ${k} (XOR is bitwise exclusive or). Give the count modulo ${mod}.\n\n` +
    modAnswerLine(mod),
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ n }) => n,
});

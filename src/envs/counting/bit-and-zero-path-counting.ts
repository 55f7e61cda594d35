// Count paths between two integers in the DAG with edges s -> t for s < t and s AND t = 0, modulo MOD. RLVE: BitAndZero_PathCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawModulus, modNearMisses, modulusExample, scoreModCount } from "../../lib/count-answer.ts";
import { bitAndZeroPathCount } from "../../lib/counting-dp.ts";

interface Params {
  maxLength: number;
}

interface Instance {
  s: string;
  t: string;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "bit-and-zero-path-counting",
  rlveId: "BitAndZero_PathCounting",
  category: "combinatorial counting",
  version: 4,
  title: "Count paths in the bitwise-disjoint DAG on the integers",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 3 ? 16 : 1),

  params: (level) => ({ maxLength: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxLength }, rng) {
    const bits = (len: number) =>
      len === 0 ? "0" : `1${Array.from({ length: len - 1 }, () => (rng.bool() ? "1" : "0")).join("")}`;
    let s = "0";
    let t = "1";
    let count = 0n;
    for (let tries = 0; tries < 20 && count === 0n; tries++) {
      const lt = rng.int(2, maxLength);
      s = bits(rng.int(0, lt - 1));
      t = bits(lt);
      count = bitAndZeroPathCount(BigInt(`0b${s}`), BigInt(`0b${t}`));
    }
    const mod = drawModulus(rng);
    return { s, t, mod, answer: Number(count % BigInt(mod)) };
  },

  prompt: ({ s, t, mod }) =>
    "Consider the infinite directed graph whose vertices are the non-negative integers, with an edge from u to v " +
    "whenever u < v and u AND v = 0 (bitwise AND). " +
    `Let S = ${s} and T = ${t}, both written in binary. Count the directed paths from S to T ` +
    "(sequences S = x0, x1, ..., xk = T with k >= 1 where each consecutive pair is an edge), modulo " +
    `${mod}.\n\nAnswer with a single integer in the range [0, ${mod - 1}] (in decimal).`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ t }) => t.length,
});

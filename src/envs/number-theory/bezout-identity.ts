// Choose integer multipliers X so that sum A[i]*X[i] is positive and as small as possible (gcd(A)). RLVE: BezoutIdentity
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  minimisationRatio,
  parseBigIntList,
} from "../../core/kit.ts";
import { bezoutCoefficients } from "../../lib/number-theory-counting.ts";

interface Params {
  n: number;
  maxA: number;
}

interface Instance {
  a: string[];
  gcd: string;
  witness: string[];
}

export default defineEnv<Params, Instance, bigint[]>({
  id: "bezout-identity",
  rlveId: "BezoutIdentity",
  category: "number theory",
  version: 2,
  title: "Integer multipliers making a linear combination positive and minimal",
  answerKind: "any-optimal",

  params: (level) => ({
    n: afterUpdates(2, level, grow.plus1),
    maxA: afterUpdates(32, level, grow.mul2),
  }),

  generate({ n, maxA }, rng) {
    const g = BigInt(rng.int(1, Math.max(1, Math.floor(Math.cbrt(maxA)))));
    const top = BigInt(maxA) / g;
    for (let attempt = 0; ; attempt++) {
      const a = Array.from({ length: n }, () => {
        const v = g * rng.bigint(1n, top > 1n ? top : 1n);
        return rng.bool() ? v : -v;
      });
      const { g: gcd, x } = bezoutCoefficients(a);
      if (attempt < 50 && a.some((v) => v === gcd || v === -gcd)) continue;
      return { a: a.map(String), gcd: gcd.toString(), witness: x.map(String) };
    }
  },

  prompt: ({ a }) =>
    `You are given ${a.length} integers: ${a.map((v, i) => `A[${i}] = ${v}`).join(", ")}.\n` +
    `Find integers X[0], ..., X[${a.length - 1}] (any sign) such that S = ` +
    a.map((_, i) => `A[${i}]*X[${i}]`).join(" + ") +
    " is strictly positive and as small as possible.\n\n" +
    `Answer with the ${a.length} integers X[0] ... X[${a.length - 1}] separated by spaces.`,
  // Never correct: all zeros give the sum 0, which is not positive.
  answerExample: ({ a }) => a.map(() => 0).join(" "),

  parse: (text, { a }) => parseBigIntList(text, { length: a.length }),

  score(xs, { a, gcd }) {
    let s = 0n;
    for (let i = 0; i < a.length; i++) {
      s += BigInt(a[i]!) * xs[i]!;
    }
    if (s <= 0n) return invalid(`the sum ${s} is not positive`);
    return minimisationRatio(s, BigInt(gcd), 5);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, witness }) {
    const out = [witness.map((v) => (-BigInt(v)).toString()).join(" ")];
    out.push(a.map(() => "0").join(" "));
    const doubled = witness.map((v) => (2n * BigInt(v)).toString());
    out.push(doubled.join(" "));
    return out;
  },

  size: ({ a }) => a.reduce((s, v) => s + v.length, 0),
});

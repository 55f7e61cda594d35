// Largest L with sum floor(A[i] / L) >= K; smaller feasible L earn ratio credit. RLVE: MaximumDivisor
import { afterUpdates, defineEnv, invalid, maximisationRatio, parseInteger } from "../../core/kit.ts";
import { maximumDivisor } from "../../lib/number-theory-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  k: number;
  answer: number;
}

const pieces = (a: number[], l: number) => a.reduce((s, v) => s + Math.floor(v / l), 0);

export default defineEnv<Params, Instance, number>({
  id: "maximum-divisor",
  rlveId: "MaximumDivisor",
  category: "number theory",
  version: 7,
  title: "Largest piece length L giving at least K pieces",
  answerKind: "unique",
  // No answer flattening: with the target L drawn log-uniformly (below) the most common answer is 21% of the
  // problems at level 0 and 9-16% from level 2 (2,000 draws a level), so 8 redraws bought little.

  params: (level) => ({ n: afterUpdates(3, level, (x) => Math.floor(x * 1.2 + 2)) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(1, 10 * n));
    // K uniform over 1..sum(A) puts the answer at L = 1 about half the time and on a few small values
    // otherwise (the shortcut audit: "1" right in 58% at level 20). Draw a target L log-uniformly over
    // 1..max(A) instead and pick K among the values whose answer is that L (pieces(L+1) < K <= pieces(L));
    // when that range is empty K = pieces(L) and the answer is the next larger L with as many pieces.
    const top = Math.max(...a);
    const target = Math.min(top, Math.floor(Math.exp(rng.float() * Math.log(top + 1))));
    const hi = Math.max(1, pieces(a, target));
    const lo = Math.min(hi, pieces(a, target + 1) + 1);
    const k = rng.int(lo, hi);
    return { a, k, answer: maximumDivisor(a, k) };
  },

  prompt: ({ a, k }) =>
    `You are given ${a.length} positive integers A: ${a.join(" ")}.\n` +
    `Find the largest positive integer L such that floor(A[1] / L) + ... + floor(A[${a.length}] / L) >= ${k}.\n\n` +
    "Answer with the single integer L (a smaller L that still satisfies the inequality earns partial credit).",

  parse: (text) => parseInteger(text),

  score(l, { a, k, answer }) {
    if (l < 1) return invalid("L must be a positive integer");
    if (l > Math.max(...a) || pieces(a, l) < k) return invalid(`L = ${l} gives fewer than ${k}`);
    return maximisationRatio(l, answer, 5);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers({ answer }) {
    return [answer + 1, answer - 1, 0].filter((v, i) => i !== 1 || v >= 1).map(String);
  },

  size: ({ a }) => a.length,
});

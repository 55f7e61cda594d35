// Colour 1..N so that numbers differing by a prime get different colours, with as few colours as possible. RLVE: PrimeGraph_MinimumChromaticNumber.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { colourCount, minimumColouring } from "../../lib/colouring.ts";
import type { Edge } from "../../lib/graph.ts";
import { readLabels } from "../../lib/selection.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  best: number;
  witness: number[];
}

/** isPrime[d] for 0 <= d <= limit. */
function primeTable(limit: number): Uint8Array {
  const isPrime = new Uint8Array(limit + 1).fill(1);
  isPrime[0] = 0;
  if (limit >= 1) isPrime[1] = 0;
  for (let p = 2; p * p <= limit; p++) if (isPrime[p]) for (let q = p * p; q <= limit; q += p) isPrime[q] = 0;
  return isPrime;
}

/** The graph on 1..n (vertex i - 1 for number i) joining numbers whose difference is prime. */
export function primeDifferenceGraph(n: number): Edge[] {
  const isPrime = primeTable(n);
  const edges: Edge[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (isPrime[j - i]) edges.push([i, j]);
  return edges;
}

/**
 * The fewest colours and a colouring. For n >= 8 the answer is 4: colouring i by i mod 4 works (no prime
 * is a multiple of 4), and 1, 3, 6, 8 are pairwise a prime apart (differences 2, 5, 7, 3, 5, 2), so four
 * colours are needed. Below 8 the exact colouring of the (small) graph decides.
 */
export function primeGraphColouring(n: number): { best: number; colouring: number[] } {
  if (n >= 8) return { best: 4, colouring: Array.from({ length: n }, (_, i) => i % 4) };
  const { colours, colouring } = minimumColouring(n, primeDifferenceGraph(n));
  return { best: colours, colouring };
}

export default defineEnv<Params, Instance, number[]>({
  id: "prime-graph-minimum-chromatic-number",
  rlveId: "PrimeGraph_MinimumChromaticNumber",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Colour 1..N so that numbers a prime apart differ, with the fewest colours",
  answerKind: "any-optimal",

  params: (level) => ({ maxN: afterUpdates(6, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    const n = rng.int(2, maxN);
    const { best, colouring } = primeGraphColouring(n);
    return { n, best, witness: colouring };
  },

  prompt: ({ n }) =>
    `Colour each of the integers 1, 2, ..., ${n} with a colour, an integer from 0 to ${n - 1}, so that any two of ` +
    "them whose difference is a prime number (2, 3, 5, 7, 11, ...) get different colours. Use as few distinct " +
    "colours as possible.\n" +
    `Answer with the ${n} colours of 1, 2, ..., ${n} in order, separated by spaces.`,
  // All one colour (improper once n >= 3), or two colours for n = 2 (one is enough).
  answerExample: ({ n }) => Array.from({ length: n }, (_, i) => (n === 2 ? i : 0)).join(" "),

  parse: (text) => parseIntList(text, { maxTokens: 100_000 }),

  score(answer, { n, best }) {
    const colouring = readLabels(answer, n, n, "colour");
    if (typeof colouring === "string") return invalid(colouring);
    const isPrime = primeTable(n);
    for (let i = 0; i < n; i++) {
      for (let j = i + 2; j < n; j++) {
        if (isPrime[j - i] && colouring[i] === colouring[j]) {
          return invalid(
            `${i + 1} and ${j + 1} differ by the prime ${j - i} but share colour ${colouring[i]}`,
          );
        }
      }
    }
    return minimisationRatio(colourCount(colouring), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, best, witness }) {
    const out: string[] = [];
    if (n >= 3) {
      const clash = witness.slice();
      clash[2] = clash[0]!; // 1 and 3 differ by 2
      out.push(clash.join(" "));
    }
    if (best < n) {
      const spread = witness.slice();
      spread[n - 1] = best; // a fresh colour: proper, one too many
      if (colourCount(spread) > best) out.push(spread.join(" "));
    }
    out.push(witness.slice(1).join(" "));
    out.push([...witness.slice(1), n].join(" "));
    return out;
  },

  size: ({ n }) => n,
});

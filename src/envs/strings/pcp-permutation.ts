// Order all string pairs (A[i], B[i]) so that the concatenated A's equal the concatenated B's. RLVE: PCPPermutation
import {
  afterUpdates,
  defineEnv,
  fraction,
  grow,
  invalid,
  parseIntList,
  type Verdict,
} from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  a: string[];
  b: string[];
  order: number[];
}

const AVERAGE_LENGTHS = [2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7];

function cut(s: string, pieces: number, cuts: number[]): string[] {
  const bounds = [0, ...cuts, s.length];
  return Array.from({ length: pieces }, (_, i) => s.slice(bounds[i], bounds[i + 1]));
}

function scoreOrder(order: number[], { a, b }: Instance): Verdict {
  const n = a.length;
  if (order.length !== n) return invalid(`expected ${n} indices`);
  const seen = new Set<number>();
  for (const i of order) {
    if (i < 0 || i >= n || seen.has(i)) return invalid(`the answer must be a permutation of 0..${n - 1}`);
    seen.add(i);
  }
  const top = order.map((i) => a[i]).join("");
  const bottom = order.map((i) => b[i]).join("");
  let same = 0;
  for (let i = 0; i < top.length; i++) if (top[i] === bottom[i]) same++;
  return fraction(same, top.length, 10, "positions");
}

export default defineEnv<Params, Instance, number[]>({
  id: "pcp-permutation",
  rlveId: "PCPPermutation",
  category: "string algorithms",
  version: 2,
  title: "Order string pairs so both concatenations agree",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const avg = rng.pick(AVERAGE_LENGTHS);
    const len = Math.max(n + 1, Math.round(n * avg));
    const s = Array.from({ length: len }, () => rng.pick(["a", "b", "c"])).join("");
    const cutsA = rng.distinctInts(1, len - 1, n - 1).sort((x, y) => x - y);
    let cutsB = rng.distinctInts(1, len - 1, n - 1).sort((x, y) => x - y);
    for (let tries = 0; tries < 20 && cutsB.join() === cutsA.join(); tries++)
      cutsB = rng.distinctInts(1, len - 1, n - 1).sort((x, y) => x - y);
    const pa = cut(s, n, cutsA);
    const pb = cut(s, n, cutsB);
    const order = rng.permutation(n);
    const a = new Array<string>(n);
    const b = new Array<string>(n);
    order.forEach((idx, k) => {
      a[idx] = pa[k];
      b[idx] = pb[k];
    });
    return { a, b, order };
  },

  prompt: ({ a, b }) =>
    `There are ${a.length} pairs of strings (A[i], B[i]):\n` +
    a.map((x, i) => `${i}: A = ${x}, B = ${b[i]}`).join("\n") +
    `\n\nFind an order i_1, ..., i_${a.length} of ALL the indices 0..${a.length - 1}, each used exactly once, such ` +
    "that A[i_1] + A[i_2] + ... equals B[i_1] + B[i_2] + ... (+ is concatenation). Both concatenations have the " +
    "same length.\n\nAnswer with the indices in your order, separated by spaces.",

  parse: (text, { a }) => parseIntList(text, { length: a.length }),

  score: scoreOrder,

  reference: ({ order }) => order.join(" "),

  wrongAnswers(inst, rng) {
    const { order } = inst;
    const out = [[...order.slice(0, -1), order[0]].join(" ")];
    for (let t = 0; t < 10 && out.length < 3; t++) {
      const cand = rng.shuffle([...order]);
      if (scoreOrder(cand, inst).reward < 1) out.push(cand.join(" "));
    }
    return out;
  },

  size: ({ a }) => a.length,
});

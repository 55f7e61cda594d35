// Cut S into K intervals and list them in an order whose concatenation equals T. RLVE: StringPartitionShuffle
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
  s: string;
  t: string;
  k: number;
  intervals: number[][];
}

function scoreIntervals(flat: number[], { s, t, k }: Instance): Verdict {
  const n = s.length;
  const covered = new Array<boolean>(n + 1).fill(false);
  let out = "";
  for (let i = 0; i < k; i++) {
    const l = flat[2 * i];
    const r = flat[2 * i + 1];
    if (l < 1 || r > n || l > r) return invalid(`interval ${l} ${r} is not within 1..${n}`);
    for (let p = l; p <= r; p++) {
      if (covered[p]) return invalid(`position ${p} is covered twice`);
      covered[p] = true;
    }
    out += s.slice(l - 1, r);
  }
  if (out.length !== n) return invalid("the intervals do not cover S");
  let same = 0;
  for (let i = 0; i < n; i++) if (out[i] === t[i]) same++;
  return fraction(same, n, 10, "positions");
}

export default defineEnv<Params, Instance, number[]>({
  id: "string-partition-shuffle",
  rlveId: "StringPartitionShuffle",
  category: "string algorithms",
  version: 2,
  title: "Cut a string into K pieces and reorder them into a target",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const letters = rng.pick(["ab", "abc"]).split("");
    const s = Array.from({ length: n }, () => rng.pick(letters)).join("");
    const k = rng.int(2, n - 1);
    const cuts = rng.distinctInts(1, n - 1, k - 1).sort((x, y) => x - y);
    const bounds = [0, ...cuts, n];
    const pieces = Array.from({ length: k }, (_, i) => [bounds[i] + 1, bounds[i + 1]]);
    let order = rng.permutation(k);
    if (order.every((x, i) => x === i)) order = [...order.slice(1), order[0]];
    const intervals = order.map((i) => pieces[i]);
    const t = intervals.map(([l, r]) => s.slice(l - 1, r)).join("");
    return { s, t, k, intervals };
  },

  prompt: ({ s, t, k }) =>
    `S = ${s}\nT = ${t}\n\nCut S (positions 1 to ${s.length}) into exactly ${k} non-empty contiguous pieces that ` +
    `together cover S, and list the ${k} pieces in an order such that concatenating them in that order gives ` +
    `exactly T.\n\nAnswer with ${k} lines, one per piece in your order, each with two integers l r: the first ` +
    "and last positions of the piece in S.",

  parse: (text, { k }) => parseIntList(text, { length: 2 * k }),

  score: scoreIntervals,

  reference: ({ intervals }) => intervals.map(([l, r]) => `${l} ${r}`).join("\n"),

  wrongAnswers(inst) {
    const { intervals, s } = inst;
    const lines = intervals.map(([l, r]) => `${l} ${r}`);
    const out = [[...lines.slice(0, -1), `1 ${s.length}`].join("\n")];
    const swapped = [lines[1], lines[0], ...lines.slice(2)];
    if (scoreIntervals(swapped.join(" ").split(/\s+/).map(Number), inst).reward < 1)
      out.push(swapped.join("\n"));
    const sorted = [...intervals].sort((x, y) => x[0] - y[0]);
    if (scoreIntervals(sorted.flat(), inst).reward < 1)
      out.push(sorted.map(([l, r]) => `${l} ${r}`).join("\n"));
    return out;
  },

  size: ({ s }) => s.length,
});

// Fewest vertex values to change in a rooted tree so that every internal vertex's children have equal values
// summing to the vertex's value. RLVE: MitterTransportation.
import { afterUpdates, correct, defineEnv, grow, invalid, parseCount, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  /** parent[v] for v >= 1; vertex 0 is the root. */
  parent: number[];
  values: number[];
  answer: number;
}

function gcdBig(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** For each vertex, the product of the child counts of its strict ancestors. */
function scales(parent: readonly number[]): bigint[] {
  const n = parent.length;
  const kids = new Array<number>(n).fill(0);
  for (let v = 1; v < n; v++) kids[parent[v]!]!++;
  const out = new Array<bigint>(n).fill(1n);
  for (let v = 1; v < n; v++) out[v] = out[parent[v]!]! * BigInt(kids[parent[v]!]!);
  return out;
}

/** A vertex keeps its value iff the root's value is value * scale, so keep the most common such root value. */
export function fewestChanges(parent: readonly number[], values: readonly number[]): number {
  const sc = scales(parent);
  const freq = new Map<string, number>();
  let most = 0;
  for (let v = 0; v < parent.length; v++) {
    const key = (BigInt(values[v]!) * sc[v]!).toString();
    const f = (freq.get(key) ?? 0) + 1;
    freq.set(key, f);
    most = Math.max(most, f);
  }
  return parent.length - most;
}

export default defineEnv<Params, Instance, bigint>({
  id: "mitter-transportation",
  rlveId: "MitterTransportation",
  category: "graph algorithms",
  version: 5,
  title: "Fewest value changes so every tree vertex equals the sum of its equal-valued children",
  answerKind: "unique",
  // The ladder starts at 4 vertices, not the catalog's 3 (answers 0, 1 or 2 only), and the share of vertices that
  // keep a consistent value is drawn from 20-100%: the answers spread with no redraws (best constant 31%).
  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const label = [0, ...rng.shuffle(Array.from({ length: n - 1 }, (_, i) => i + 1))];
    const parent = new Array<number>(n).fill(-1);
    for (let i = 1; i < n; i++) parent[label[i]!] = label[rng.int(Math.max(0, i - 3), i - 1)]!;
    const sc = scales(parent);
    let lcm = 1n;
    for (const s of sc) lcm = (lcm / gcdBig(lcm, s)) * s;
    const top = sc.reduce((a, b) => (a > b ? a : b));
    const root = (lcm <= 1_000_000n ? lcm : top) * BigInt(rng.int(1, 3));
    const keep = rng.float() * 0.8 + 0.2;
    const values = sc.map((s) => (root % s === 0n && rng.bool(keep) ? Number(root / s) : rng.int(1, 12)));
    return { parent, values, answer: fewestChanges(parent, values) };
  },

  prompt: ({ parent, values }) => {
    const n = parent.length;
    return (
      `A rooted tree has ${n} vertices, numbered 0 to ${n - 1}; vertex 0 is the root. The parent of each other ` +
      `vertex is:\n${parent
        .slice(1)
        .map((p, i) => `parent(${i + 1}) = ${p}`)
        .join(
          "\n",
        )}\n\nEach vertex carries a value:\n${values.map((v, i) => `value(${i}) = ${v}`).join("\n")}\n\n` +
      "We want the tree to be balanced: for every vertex that has children, all of its children must carry the same " +
      "value, and the vertex's value must equal the sum of its children's values. You may replace the value of any " +
      "vertex by any real number. What is the smallest number of vertices whose values must be replaced?\n" +
      "Answer with a single integer."
    );
  },

  parse: (text) => parseCount(text),

  score(answer, { parent, answer: best }) {
    if (answer > BigInt(parent.length)) return invalid(`there are only ${parent.length} vertices`);
    return answer === BigInt(best) ? correct() : wrong(`answer ${answer} is not the minimum`);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, parent }) =>
    [answer + 1, answer - 1, answer + 2].filter((x) => x >= 0 && x <= parent.length).map(String),

  size: ({ parent }) => parent.length,
});

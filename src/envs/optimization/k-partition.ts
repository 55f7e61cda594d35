// Split a multiset of M·K numbers into M groups of K elements that all have the same sum. RLVE: KPartition.
import { afterUpdates, correct, defineEnv, grow, invalid, parseIntList, wrong } from "../../core/kit.ts";

/** One of RLVE-Gym's (K, N) pairs: N numbers in N / K groups of K. */
interface Choice {
  K: number;
  N: number;
}

interface Params {
  choices: Choice[];
}

interface Instance {
  values: number[];
  m: number;
  k: number;
  target: number;
  /** A planted group label (1..m) per element. */
  witness: number[];
}

const KS = [2, 3, 4, 5];

export default defineEnv<Params, Instance, number[]>({
  id: "k-partition",
  rlveId: "KPartition",
  category: "optimization/NP-hard construction",
  version: 3,
  title: "Partition numbers into equal-sum groups of K elements",
  answerKind: "any-valid",
  fidelity: [
    {
      aspect: "prompt",
      reason:
        "the answer gives each number's group (1..N/K), where RLVE-Gym's lists the groups' values one group " +
        "per line; the verdicts agree (wrong group sizes or labels are invalid as RLVE-Gym's wrong group " +
        "count, sizes or multiset; a wrong sum scores 0)",
    },
  ],

  // RLVE-Gym's ladder: N = K * (level + 2), with K drawn from 2..5 per problem.
  params: (level) => {
    const m = afterUpdates(2, level, grow.plus1);
    return { choices: KS.map((k) => ({ K: k, N: k * m })) };
  },

  // RLVE-Gym's generator: T uniform in [max(K, floor(N K / 10)), N K], each group K - 1 distinct cuts of
  // [1, T - 1], the numbers shuffled.
  generate({ choices }, rng) {
    const { K: k, N: n } = rng.pick(choices);
    const m = n / k;
    const target = rng.int(Math.max(k, Math.floor((n * k) / 10)), n * k);
    const items: Array<[number, number]> = [];
    for (let g = 1; g <= m; g++) {
      const cuts = rng.distinctInts(1, target - 1, k - 1).sort((a, b) => a - b);
      let prev = 0;
      for (const c of [...cuts, target]) {
        items.push([c - prev, g]);
        prev = c;
      }
    }
    rng.shuffle(items);
    return { values: items.map(([v]) => v), m, k, target, witness: items.map(([, g]) => g) };
  },

  prompt: ({ values, m, k, target }) =>
    `You are given ${values.length} numbers A[0] to A[${values.length - 1}]:\n` +
    values.map((v, i) => `A[${i}] = ${v}`).join("\n") +
    `\n\nSplit them into ${m} groups, numbered 1 to ${m}, so that every group contains exactly ${k} of the ` +
    `numbers and the numbers in every group add up to ${target}.\n` +
    `Answer with ${values.length} integers separated by spaces: the i-th is the group (1 to ${m}) of A[i].`,

  parse: (text) => parseIntList(text),

  score(labels, { values, m, k, target }) {
    if (labels.length !== values.length)
      return invalid(`${labels.length} labels for ${values.length} numbers`);
    const count = new Array<number>(m + 1).fill(0);
    const sum = new Array<number>(m + 1).fill(0);
    for (let i = 0; i < labels.length; i++) {
      const g = labels[i]!;
      if (g < 1 || g > m) return invalid(`group ${g} does not exist`);
      count[g]!++;
      sum[g]! += values[i]!;
    }
    for (let g = 1; g <= m; g++)
      if (count[g] !== k) return invalid(`group ${g} has ${count[g]} elements, not ${k}`);
    for (let g = 1; g <= m; g++)
      if (sum[g] !== target) return wrong(`group ${g} adds up to ${sum[g]}, not ${target}`);
    return correct("every group adds up to the target");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ values, m, witness }) {
    const out: string[] = [];
    const moved = witness.slice();
    moved[0] = (witness[0]! % m) + 1;
    out.push(moved.join(" "));
    out.push([...witness.slice(1), m + 1].join(" "));
    for (let j = 1; j < values.length; j++) {
      if (witness[j] !== witness[0] && values[j] !== values[0]) {
        const sw = witness.slice();
        sw[0] = witness[j]!;
        sw[j] = witness[0]!;
        out.push(sw.join(" "));
        break;
      }
    }
    return out;
  },

  size: ({ values }) => values.length,
});

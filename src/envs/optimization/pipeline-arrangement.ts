// Two-machine flow shop: order the jobs so that the last one leaves the second machine as early as possible. RLVE: PipelineArrangement.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { readPermutation } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Time of job i on the first machine. */
  a: number[];
  /** Time of job i on the second machine. */
  b: number[];
  best: number;
  /** One optimal order (Johnson's rule). */
  witness: number[];
}

/** The time the last job of `order` leaves the second machine. */
function makespan(order: readonly number[], a: readonly number[], b: readonly number[]): number {
  let first = 0;
  let second = 0;
  for (const j of order) {
    first += a[j]!;
    second = Math.max(second, first) + b[j]!;
  }
  return second;
}

/**
 * Johnson's rule, optimal for two machines: the jobs faster on the first machine first, by increasing
 * first-machine time, then the others by decreasing second-machine time.
 */
function johnson(a: readonly number[], b: readonly number[]): number[] {
  const jobs = a.map((_, i) => i);
  const front = jobs.filter((i) => a[i]! <= b[i]!).sort((x, y) => a[x]! - a[y]! || x - y);
  const back = jobs.filter((i) => a[i]! > b[i]!).sort((x, y) => b[y]! - b[x]! || x - y);
  return [...front, ...back];
}

export default defineEnv<Params, Instance, number[]>({
  id: "pipeline-arrangement",
  rlveId: "PipelineArrangement",
  category: "optimization/NP-hard construction",
  split: "held-out",
  version: 1,
  title: "Two-machine flow shop: order the jobs to minimise the makespan",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(1, 2 * n + 5));
    const b = Array.from({ length: n }, () => rng.int(1, 2 * n + 5));
    const witness = johnson(a, b);
    return { a, b, best: makespan(witness, a, b), witness };
  },

  prompt: ({ a, b }) =>
    `There are ${a.length} jobs, numbered 0 to ${a.length - 1}. Every job is first processed on machine A and then ` +
    "on machine B. Job i needs A[i] time units on machine A and B[i] time units on machine B:\n" +
    a.map((x, i) => `job ${i}: A=${x}, B=${b[i]}`).join("\n") +
    "\n\nBoth machines process the jobs in the same order, one job at a time and without interruption, starting " +
    "at time 0. A job starts on machine B only after it has finished on machine A and machine B has finished the " +
    "previous job. Choose the order so that the last job finishes on machine B as early as possible.\n" +
    `Answer with the order of the jobs: a permutation of 0..${a.length - 1}, separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(order, { a, b, best }) {
    const pos = readPermutation(order, a.length);
    if (typeof pos === "string") return invalid(pos);
    return minimisationRatio(makespan(order, a, b), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, b, best, witness }, rng) {
    const out: string[] = [];
    for (const order of [[...witness].reverse(), rng.permutation(a.length), rng.permutation(a.length)]) {
      if (makespan(order, a, b) > best) {
        out.push(order.join(" "));
        break;
      }
    }
    out.push(witness.slice(1).join(" ")); // a job missing
    out.push([...witness.slice(1), witness[1] ?? witness[0]!].join(" ")); // a job twice
    out.push([...witness.slice(1), a.length].join(" ")); // a job that does not exist
    return out;
  },

  size: ({ a }) => a.length,
});

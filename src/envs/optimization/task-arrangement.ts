// Batch tasks, kept in their order, with a start-up time per batch, minimising the sum of F[i] times the finishing time of task i's batch. RLVE: TaskArrangement.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { batchEndsError } from "../../lib/batch-split.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Processing time of task i. */
  t: number[];
  /** Cost factor of task i. */
  f: number[];
  /** Start-up time of every batch. */
  s: number;
  best: number;
  /** One optimal split: the 1-based position of the last task of every batch. */
  witness: number[];
}

/** Sum of F[i] times the finishing time of the batch of task i. */
function costOf(ends: readonly number[], { t, f, s }: Pick<Instance, "t" | "f" | "s">): number {
  let clock = 0;
  let cost = 0;
  let start = 0;
  for (const e of ends) {
    clock += s;
    let weight = 0;
    for (let i = start; i < e; i++) {
      clock += t[i]!;
      weight += f[i]!;
    }
    cost += clock * weight;
    start = e;
  }
  return cost;
}

/**
 * Exact optimum by an O(n²) DP that charges a batch's start-up time at once to every task from the batch
 * on (it delays all of them): dp[i] = min over j of dp[j] + s·(F[j..n)) + T[0..i)·F[j..i).
 */
function solve(inst: Pick<Instance, "t" | "f" | "s">): { best: number; witness: number[] } {
  const { t, f, s } = inst;
  const n = t.length;
  const preT = [0];
  const preF = [0];
  for (let i = 0; i < n; i++) {
    preT.push(preT[i]! + t[i]!);
    preF.push(preF[i]! + f[i]!);
  }
  const dp = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Array<number>(n + 1).fill(-1);
  dp[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = 0; j < i; j++) {
      const v = dp[j]! + s * (preF[n]! - preF[j]!) + preT[i]! * (preF[i]! - preF[j]!);
      if (v < dp[i]!) {
        dp[i] = v;
        from[i] = j;
      }
    }
  }
  const witness: number[] = [];
  for (let i = n; i > 0; i = from[i]!) witness.push(i);
  return { best: dp[n]!, witness: witness.reverse() };
}

export default defineEnv<Params, Instance, number[]>({
  id: "task-arrangement",
  rlveId: "TaskArrangement",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Batch ordered tasks with a start-up time per batch to minimise the weighted finishing times",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const t = Array.from({ length: n }, () => rng.int(1, 10));
    const f = Array.from({ length: n }, () => rng.int(1, 10));
    const s = rng.int(1, 5 * n);
    return { t, f, s, ...solve({ t, f, s }) };
  },

  prompt: ({ t, f, s }) =>
    `There are ${t.length} tasks, numbered 1 to ${t.length}, to be processed on one machine in this order. Task i ` +
    "takes T[i] time units and has cost factor F[i]:\n" +
    t.map((x, i) => `task ${i + 1}: T=${x}, F=${f[i]}`).join("\n") +
    "\n\nThe tasks are split into batches of consecutive tasks, processed one batch after another from time 0. " +
    `Before each batch the machine needs a start-up time of ${s}; then it processes the tasks of the batch, and ` +
    "all of them finish together when the batch ends. A task costs its F[i] times the finishing time of its " +
    "batch. Split the tasks into batches so that the total cost is as small as possible.\n" +
    `Answer with the number of the last task of each batch, in increasing order (the last one is ${t.length}), ` +
    "separated by spaces.",

  parse: (text) => parseIntList(text),

  score(ends, inst) {
    const why = batchEndsError(ends, inst.t.length);
    if (why !== null) return invalid(why);
    return minimisationRatio(costOf(ends, inst), inst.best, 3);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers(inst) {
    const n = inst.t.length;
    const out: string[] = [];
    for (const ends of [[n], Array.from({ length: n }, (_, i) => i + 1)]) {
      if (costOf(ends, inst) > inst.best) out.push(ends.join(" "));
    }
    out.push(inst.witness.slice(0, -1).join(" ") || "0"); // does not end at n
    out.push([...inst.witness, n + 1].join(" ")); // a task that does not exist
    return out;
  },

  size: ({ t }) => t.length,
});

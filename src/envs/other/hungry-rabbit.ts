// Choose a set of K numbers from 1..N for each of M days: each day avoids its forbidden numbers, and
// consecutive days' sets differ in at most L numbers. RLVE: HungryRabbit.
import {
  afterUpdates,
  defineEnv,
  fraction,
  grow,
  invalid,
  parseIntRows,
  type Rng,
  range,
  type Verdict,
} from "../../core/kit.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  k: number;
  l: number;
  /** Forbidden numbers of each day. */
  forbidden: number[][];
  /** A schedule meeting every rule, one sorted set per day. */
  witness: number[][];
}

export function judge(days: number[][], { n, k, l, forbidden }: Instance): Verdict {
  const members: Uint8Array[] = [];
  for (let d = 0; d < days.length; d++) {
    const sel = readSubset(
      days[d]!.map((v) => v - 1),
      n,
      "number",
    );
    if (typeof sel === "string")
      return invalid(`day ${d + 1}: ${sel.replace(/number (-?\d+)/, (_, v) => `number ${Number(v) + 1}`)}`);
    if (days[d]!.length !== k) return invalid(`day ${d + 1} has ${days[d]!.length} numbers, expected ${k}`);
    members.push(sel);
  }
  let ok = 0;
  for (let d = 0; d < days.length; d++) if (forbidden[d]!.every((v) => !members[d]![v - 1])) ok++;
  for (let d = 0; d + 1 < days.length; d++) {
    const dropped = days[d]!.filter((v) => !members[d + 1]![v - 1]).length;
    if (dropped <= l) ok++;
  }
  return fraction(ok, 2 * days.length - 1, 10, "rules");
}

function schedule(rng: Rng, n: number, m: number, k: number, l: number): number[][] {
  let set = rng.sample(range(1, n + 1), k);
  const days = [set];
  for (let d = 1; d < m; d++) {
    const out = new Set(rng.sample(set, rng.int(0, Math.min(l, n - k))));
    const free = range(1, n + 1).filter((v) => !set.includes(v));
    set = [...set.filter((v) => !out.has(v)), ...rng.sample(free, out.size)];
    days.push(set);
  }
  return days.map((s) => [...s].sort((a, b) => a - b));
}

export default defineEnv<Params, Instance, number[][]>({
  id: "hungry-rabbit",
  rlveId: "HungryRabbit",
  category: "other",
  version: 1,
  title: "Daily sets of numbers avoiding forbidden ones with bounded change",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(4, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(3, maxNM + 1);
    const m = rng.int(2, maxNM);
    const k = rng.int(1, n - 1);
    const l = rng.int(1, k);
    const witness = schedule(rng, n, m, k, l);
    const forbidden = witness.map((set) => {
      const free = range(1, n + 1).filter((v) => !set.includes(v));
      return rng.sample(free, rng.int(Math.min(1, free.length), free.length)).sort((a, b) => a - b);
    });
    return { n, k, l, forbidden, witness };
  },

  prompt: ({ n, k, l, forbidden }) =>
    `Plan ${forbidden.length} days. On each day choose a set of exactly ${k} distinct numbers from 1 to ${n}, ` +
    "following these rules:\n" +
    "- the set of a day contains none of that day's forbidden numbers:\n" +
    forbidden.map((f, d) => `  day ${d + 1}: ${f.length === 0 ? "(none)" : f.join(" ")}`).join("\n") +
    `\n- from one day to the next, at most ${l} of the numbers of the earlier day are left out of the later ` +
    "day's set (the others are kept).\n\n" +
    `Answer with ${forbidden.length} lines: line d holds the ${k} numbers of day d, separated by spaces.`,
  answerExample: (inst) => {
    const plain = inst.forbidden.map(() => range(1, inst.k + 1).join(" ")).join("\n");
    if (judge(parseIntRows(plain), inst).reward < 1) return plain;
    return inst.forbidden
      .map(() =>
        range(2, inst.k + 1)
          .concat(inst.n + 1)
          .join(" "),
      )
      .join("\n");
  },

  parse: (text, { forbidden }) => parseIntRows(text, { rows: forbidden.length }),

  score: (days, inst) => judge(days, inst),

  reference: ({ witness }) => witness.map((s) => s.join(" ")).join("\n"),

  wrongAnswers({ n, k, forbidden, witness }) {
    const lines = (w: number[][]) => w.map((s) => s.join(" ")).join("\n");
    const out: string[] = [];
    const d = forbidden.findIndex((f) => f.length > 0);
    if (d >= 0) {
      const w = witness.map((s) => [...s]);
      w[d]![0] = forbidden[d]![0]!;
      if (new Set(w[d]).size === k) out.push(lines(w));
    }
    const dup = witness.map((s) => [...s]);
    dup[0] = [...dup[0]!.slice(0, -1), n + 1];
    out.push(lines(dup));
    out.push(lines(witness.slice(1)));
    return out;
  },

  size: ({ n, forbidden }) => n * forbidden.length,
});

// Find a 0/1 assignment of N variables making a random AND/OR/XOR circuit output 1. RLVE: Circuit.
import {
  afterUpdates,
  correct,
  defineEnv,
  grow,
  invalid,
  parseIntList,
  type Rng,
  wrong,
} from "../../core/kit.ts";

interface Params {
  n: number;
}

type Op = "&" | "|" | "^";
/** A gate: operator and two inputs; input i < n is variable x_i, input n + j is gate g_j. */
type Gate = [Op, number, number];

interface Instance {
  n: number;
  gates: Gate[];
  /** A planted satisfying assignment. */
  witness: number[];
}

/** 1.0, 1.1, ..., 4.0 gates per variable. */
const MULTIPLES = Array.from({ length: 31 }, (_, i) => 1 + i / 10);
const OPS: Op[] = ["&", "|", "^"];

function evaluate(n: number, gates: readonly Gate[], x: readonly number[]): number {
  const val = x.slice(0, n);
  for (const [op, a, b] of gates) {
    const u = val[a]!;
    const v = val[b]!;
    val.push(op === "&" ? u & v : op === "|" ? u | v : u ^ v);
  }
  return val[val.length - 1]!;
}

/** Share of the assignments that satisfy the circuit: exact up to 10 inputs, else over 64 random ones. */
function satisfiedShare(n: number, gates: readonly Gate[], rng: Rng): number {
  if (n <= 10) {
    let hits = 0;
    for (let m = 0; m < 1 << n; m++) {
      const x = Array.from({ length: n }, (_, i) => (m >> i) & 1);
      hits += evaluate(n, gates, x);
    }
    return hits / (1 << n);
  }
  let hits = 0;
  for (let t = 0; t < 64; t++)
    hits += evaluate(
      n,
      gates,
      Array.from({ length: n }, () => rng.int(0, 1)),
    );
  return hits / 64;
}

const name = (n: number, i: number) => (i < n ? `x${i}` : `g${i - n}`);

export default defineEnv<Params, Instance, number[]>({
  id: "circuit",
  rlveId: "Circuit",
  category: "optimization/NP-hard construction",
  version: 4,
  title: "Satisfy a Boolean circuit of AND, OR and XOR gates",
  answerKind: "any-valid",
  // Two inputs at level 0 leave few circuits (the shortcut audit): flatten the witnesses there.
  balanceDraws: (level) => (level <= 1 ? 16 : 1),

  params: (level) => ({ n: afterUpdates(2, level, grow.plus1) }),

  generate({ n }, rng) {
    const count = Math.max(1, Math.round(n * rng.pick(MULTIPLES)));
    const witness = Array.from({ length: n }, () => rng.int(0, 1));
    let gates: Gate[] = [];
    // Among the circuits that the witness satisfies, keep one that few assignments satisfy (at most a
    // quarter, else the fewest seen in 50 attempts): when most assignments work, a constant answer does.
    let best: Gate[] | null = null;
    let bestRate = 2;
    for (let attempt = 0; attempt < 50 && bestRate > 0.25; attempt++) {
      gates = [];
      for (let j = 0; j < count; j++) {
        const top = n + j;
        // the first input is a recent node so that the circuit is deep
        const a = rng.int(Math.max(0, top - Math.max(2, n)), top - 1);
        let b = rng.int(0, top - 1);
        if (b === a && top > 1) b = (b + 1) % top;
        gates.push([rng.pick(OPS), a, b]);
      }
      if (evaluate(n, gates, witness) !== 1) continue;
      const rate = satisfiedShare(n, gates, rng);
      if (rate < bestRate) {
        best = gates;
        bestRate = rate;
      }
    }
    if (best !== null) return { n, gates: best, witness };
    const one = witness.indexOf(1);
    const lit = one >= 0 ? one : 0;
    if (one < 0) witness[0] = 1;
    gates.push(["|", n + gates.length - 1, lit]);
    return { n, gates, witness };
  },

  prompt: ({ n, gates }) =>
    `A Boolean circuit has ${n} input variables x0 to x${n - 1} (each 0 or 1) and ${gates.length} gates, evaluated ` +
    "in order (& is AND, | is OR, ^ is XOR):\n" +
    gates.map(([op, a, b], j) => `g${j} = ${name(n, a)} ${op} ${name(n, b)}`).join("\n") +
    `\n\nThe output of the circuit is g${gates.length - 1}. Find values of the variables that make the output 1.\n` +
    `Answer with ${n} values (0 or 1) separated by spaces: x0 x1 ... x${n - 1}.`,

  parse: (text) => parseIntList(text),

  score(x, { n, gates }) {
    if (x.length !== n) return invalid(`${x.length} values for ${n} variables`);
    const bad = x.find((v) => v !== 0 && v !== 1);
    if (bad !== undefined) return invalid(`${bad} is not 0 or 1`);
    return evaluate(n, gates, x) === 1 ? correct("the output is 1") : wrong("the output is 0");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, gates, witness }) {
    const out: string[] = [];
    const tries = [Array.from({ length: n }, () => 0), Array.from({ length: n }, () => 1)];
    for (let i = 0; i < n; i++) tries.push(witness.map((v, j) => (j === i ? 1 - v : v)));
    for (const t of tries) {
      if (out.length >= 2) break;
      const s = t.join(" ");
      if (evaluate(n, gates, t) === 0 && !out.includes(s)) out.push(s);
    }
    out.push(witness.map((v, j) => (j === 0 ? 2 : v)).join(" "));
    out.push(witness.slice(1).join(" ") || "0 0");
    return out;
  },

  size: ({ n }) => n,
});

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
export type Gate = [Op, number, number];

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

/** Bits set in a 32-bit word. */
function popcount32(w: number): number {
  let v = w - ((w >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** The five low variables' columns of a 32-row truth table. */
const LOW = [0xaaaaaaaa | 0, 0xcccccccc | 0, 0xf0f0f0f0 | 0, 0xff00ff00 | 0, 0xffff0000 | 0];

/**
 * Rows of assignments to test, bit-parallel: word w of variable i holds x_i in 32 assignments. Up to 10
 * inputs these are all 2^n assignments (exact share), else 64 random ones (an estimate).
 */
function assignmentColumns(n: number, rng?: Rng): { words: number; cols: number[][]; rows: number } {
  if (n <= 10 || rng === undefined) {
    if (n > 10) throw new RangeError(`exact share needs at most 10 inputs, got ${n}`);
    const rows = 1 << n;
    const words = Math.max(1, rows >> 5);
    const cols = Array.from({ length: n }, (_, i) =>
      Array.from({ length: words }, (_, w) => (i < 5 ? LOW[i]! : (w >> (i - 5)) & 1 ? -1 : 0)),
    );
    return { words, cols, rows };
  }
  const cols = Array.from({ length: n }, () => [rng.int(0, 0xffffffff) | 0, rng.int(0, 0xffffffff) | 0]);
  return { words: 2, cols, rows: 64 };
}

/** Share of the tested assignments that satisfy the circuit (all gates evaluated on 32 rows at once). */
function satisfiedShare(
  n: number,
  gates: readonly Gate[],
  { words, cols, rows }: { words: number; cols: number[][]; rows: number },
): number {
  const val = cols.slice(0, n);
  for (const [op, a, b] of gates) {
    const u = val[a]!;
    const v = val[b]!;
    const out = new Array<number>(words);
    if (op === "&") for (let w = 0; w < words; w++) out[w] = u[w]! & v[w]!;
    else if (op === "|") for (let w = 0; w < words; w++) out[w] = u[w]! | v[w]!;
    else for (let w = 0; w < words; w++) out[w] = u[w]! ^ v[w]!;
    val.push(out);
  }
  const last = val[val.length - 1]!;
  // below 5 inputs only the low 2^n bits of the single word are assignments
  const mask = rows < 32 ? (1 << rows) - 1 : -1;
  let hits = 0;
  for (let w = 0; w < words; w++) hits += popcount32(last[w]! & mask);
  return hits / rows;
}

/** Reference for the bit-parallel share: evaluates every assignment one at a time (tests only). */
export function satisfiedShareSlow(n: number, gates: readonly Gate[]): number {
  let hits = 0;
  for (let m = 0; m < 1 << n; m++)
    hits += evaluate(
      n,
      gates,
      Array.from({ length: n }, (_, i) => (m >> i) & 1),
    );
  return hits / (1 << n);
}

/** Exact share of all 2^n assignments that satisfy the circuit, bit-parallel (n at most 10). */
export function exactShare(n: number, gates: readonly Gate[]): number {
  return satisfiedShare(n, gates, assignmentColumns(n));
}

const name = (n: number, i: number) => (i < n ? `x${i}` : `g${i - n}`);

export default defineEnv<Params, Instance, number[]>({
  id: "circuit",
  rlveId: "Circuit",
  category: "optimization/NP-hard construction",
  version: 5,
  title: "Satisfy a Boolean circuit of AND, OR and XOR gates",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(2, level, grow.plus1) }),

  generate({ n }, rng) {
    const count = Math.max(1, Math.round(n * rng.pick(MULTIPLES)));
    // AND, OR and XOR of zeros are zero: the all-zero assignment satisfies no circuit, so it is never the witness
    let witness = Array.from({ length: n }, () => rng.int(0, 1));
    for (let t = 0; t < 64 && !witness.includes(1); t++)
      witness = Array.from({ length: n }, () => rng.int(0, 1));
    let gates: Gate[] = [];
    // Among the circuits that the witness satisfies, keep one that few assignments satisfy (at most a
    // quarter, else the fewest seen in 50 attempts): when most assignments work, a constant answer does.
    let best: Gate[] | null = null;
    let bestRate = 2;
    // the assignments the share is measured on, drawn once (bit-parallel: 0.01 ms a circuit at 10 inputs)
    const tested = assignmentColumns(n, rng);
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
      const rate = satisfiedShare(n, gates, tested);
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

// Evaluate an Ackermann-shaped recursive function f(M, N) whose values wrap modulo a small bound. RLVE: RecursiveFunction.
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";

interface Params {
  maxMN: number;
}

interface Instance {
  m: number;
  n: number;
  /** Values are taken modulo `mod`, so f's second argument stays in [0, mod). */
  mod: number;
  a: number;
  b: number;
  c: number;
  d: number;
  value: number;
}

/** f(0, y) = (a*y + b) mod P; f(x, 0) = f(x-1, c); f(x, y) = f(x-1, (f(x, y-1) + d*y) mod P). */
export function evalRecursive(inst: Omit<Instance, "value">): number {
  const { m, mod, a, b, c, d } = inst;
  let row = Array.from({ length: mod }, (_, y) => (a * y + b) % mod);
  for (let x = 1; x <= m; x++) {
    const next: number[] = new Array(mod);
    next[0] = row[c]!;
    for (let y = 1; y < mod; y++) next[y] = row[(next[y - 1]! + d * y) % mod]!;
    row = next;
  }
  return row[inst.n]!;
}

export default defineEnv<Params, Instance, number>({
  id: "recursive-function",
  rlveId: "RecursiveFunction",
  category: "program simulation",
  version: 2,
  title: "Evaluate an Ackermann-like recursive function",
  answerKind: "unique",

  params: (level) => ({ maxMN: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxMN }, rng) {
    const m = rng.int(1, maxMN);
    const n = rng.int(1, maxMN);
    const mod = rng.int(n + 1, 2 * maxMN + 1);
    const base = { m, n, mod, a: rng.int(1, 5), b: rng.int(0, 5), c: rng.int(0, mod - 1), d: rng.int(0, 3) };
    return { ...base, value: evalRecursive(base) };
  },

  prompt: ({ m, n, mod, a, b, c, d }) =>
    `A function f(x, y) is defined for integers x >= 0 and 0 <= y < ${mod} by:\n` +
    `- f(0, y) = (${a}*y + ${b}) mod ${mod}\n` +
    `- f(x, 0) = f(x - 1, ${c}) for x >= 1\n` +
    `- f(x, y) = f(x - 1, (f(x, y - 1) + ${d}*y) mod ${mod}) for x >= 1 and y >= 1\n\n` +
    `Compute f(${m}, ${n}).\n\nAnswer with a single integer.`,

  parse: (text) => parseInteger(text),

  score: (answer, { value }) => (answer === value ? correct() : wrong(`expected a different value`)),

  reference: ({ value }) => String(value),

  wrongAnswers: ({ value }) => [String(value + 1), String(value - 1)],

  size: ({ m, n }) => m + n,
});

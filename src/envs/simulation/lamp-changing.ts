// Lamps on a circle: each step every lamp becomes itself XOR its clockwise neighbour; report lamp K at time T. RLVE: LampChanging.
import { afterUpdates, correct, defineEnv, grow, invalid, wrong } from "../../core/kit.ts";

interface Params {
  maxNT: number;
}

interface Instance {
  lamps: number[];
  /** Decimal string: T can be very large. */
  t: string;
  k: number;
  on: boolean;
}

/** State after t steps: 2^j steps map s[i] to s[i] xor s[i + 2^j] (mod 2 binomials). */
export function lampsAfter(lamps: readonly number[], t: bigint): number[] {
  const n = lamps.length;
  let cur = lamps.slice();
  let shift = 1n % BigInt(n);
  let rest = t;
  while (rest > 0n) {
    if (rest & 1n) {
      const s = Number(shift);
      cur = cur.map((v, i) => v ^ cur[(i + s) % n]!);
    }
    shift = (shift * 2n) % BigInt(n);
    rest >>= 1n;
  }
  return cur;
}

export default defineEnv<Params, Instance, string>({
  id: "lamp-changing",
  rlveId: "LampChanging",
  category: "program simulation",
  version: 3,
  title: "Lamp state on a XOR circle after T steps",
  answerKind: "unique",

  params: (level) => ({ maxNT: afterUpdates(8, level, grow.mul1_5) }),

  generate({ maxNT }, rng) {
    const n = rng.int(3, Math.max(3, maxNT));
    const bits = Math.min(Math.max(3, Math.ceil(Math.log2(maxNT + 1)) * 2), 96);
    const t = rng.bigint(1n, 2n ** BigInt(bits));
    for (;;) {
      const lamps = Array.from({ length: n }, () => (rng.bool() ? 1 : 0));
      if (lamps.includes(1)) {
        const k = rng.int(1, n);
        const on = lampsAfter(lamps, t)[k - 1] === 1;
        return { lamps, t: t.toString(), k, on };
      }
    }
  },

  prompt: ({ lamps, t, k }) =>
    `${lamps.length} lamps, numbered 1 to ${lamps.length}, stand in a circle; the clockwise neighbour of lamp i ` +
    `is lamp i+1, and that of lamp ${lamps.length} is lamp 1. At time 0 their states are ` +
    `(1 = ON, 0 = OFF, lamps 1 to ${lamps.length}):\n${lamps.join(" ")}\n\n` +
    "At every time step all lamps change at once: a lamp is ON at the next moment exactly when it and its " +
    "clockwise neighbour are in different states now (the new state is the XOR of the two).\n\n" +
    `Is lamp ${k} ON or OFF at time ${t}?\n\nAnswer with ON or OFF.`,

  // As RLVE-Gym: the stripped text, and anything but ON or OFF is an invalid answer (-0.5).
  parse: (text) => text.trim(),

  score: (answer, { on }) =>
    answer !== "ON" && answer !== "OFF"
      ? invalid("the answer is neither ON nor OFF")
      : answer === (on ? "ON" : "OFF")
        ? correct()
        : wrong("wrong lamp state"),

  reference: ({ on }) => (on ? "ON" : "OFF"),

  wrongAnswers: ({ on }) => [on ? "OFF" : "ON"],

  size: ({ lamps }) => lamps.length,
});

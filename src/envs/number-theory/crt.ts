// Find a non-negative x satisfying a system of congruences x = r_i (mod m_i). RLVE: CRT
import { afterUpdates, defineEnv, fraction, grow, parseCount } from "../../core/kit.ts";
import { crt } from "../../lib/numtheory.ts";

interface Params {
  maxM: number;
  maxX: number;
}

interface Instance {
  moduli: number[];
  residues: number[];
  /** The least non-negative solution. */
  least: string;
}

function satisfied(x: bigint, { moduli, residues }: Instance): number {
  return moduli.filter((m, i) => x % BigInt(m) === BigInt(residues[i]!)).length;
}

export default defineEnv<Params, Instance, bigint>({
  id: "crt",
  rlveId: "CRT",
  category: "number theory",
  split: "held-out",
  version: 2,
  title: "Find a non-negative solution of a system of congruences",
  answerKind: "any-valid",

  params(level) {
    const mUpdates = Math.floor(level / 3);
    return { maxM: 2 + mUpdates, maxX: afterUpdates(5, level - mUpdates, grow.mul1_5) };
  },

  generate({ maxM, maxX }, rng) {
    const x = rng.int(0, maxX);
    const count = Math.min(rng.int(2, maxM), maxX - 1);
    const moduli = rng.distinctInts(2, maxX, count);
    const residues = moduli.map((m) => x % m);
    const sol = crt(residues.map(BigInt), moduli.map(BigInt));
    if (sol === null) throw new Error("crt: a consistent system has no solution");
    return { moduli, residues, least: sol.x.toString() };
  },

  prompt: ({ moduli, residues }) =>
    "Find a non-negative integer x that satisfies all of the following congruences:\n" +
    moduli.map((m, i) => `x ≡ ${residues[i]} (mod ${m})`).join("\n") +
    "\n\nAny such x is accepted. Answer with the single integer x.",

  parse: (text) => parseCount(text, 1000),

  score: (x, inst) => fraction(satisfied(x, inst), inst.moduli.length, 10, "congruences"),

  reference: ({ least }) => least,

  wrongAnswers(inst) {
    const least = BigInt(inst.least);
    const partial = crt(inst.residues.slice(1).map(BigInt), inst.moduli.slice(1).map(BigInt));
    const cands = [least + 1n, least + 2n];
    if (partial !== null) cands.push(partial.x);
    return cands.filter((c) => satisfied(c, inst) < inst.moduli.length).map(String);
  },

  size: ({ moduli }) => moduli.reduce((a, b) => a + b, 0),
});

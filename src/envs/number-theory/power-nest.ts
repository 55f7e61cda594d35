// Write a number in the nested powers-of-two notation, e.g. 137 = 2(2(2)+2+2(0))+2(2+2(0))+2(0). RLVE: PowerNest.
import { afterUpdates, correct, defineEnv, FormatError, grow, invalid, wrong } from "../../core/kit.ts";

interface Params {
  maxNumber: number;
}

interface Instance {
  n: number;
  answer: string;
}

export function powerNest(n: number): string {
  const terms: string[] = [];
  const bits = n.toString(2);
  for (let e = bits.length - 1; e >= 0; e--) {
    if (bits[bits.length - 1 - e] === "0") continue;
    if (e === 1) terms.push("2");
    else if (e === 0) terms.push("2(0)");
    else terms.push(`2(${powerNest(e)})`);
  }
  return terms.join("+");
}

/** Whether s is a well-formed expression: term (+ term)*, term = 2 | 2(0) | 2(expr). */
function wellFormed(s: string): boolean {
  let i = 0;
  const expr = (): boolean => {
    for (;;) {
      if (s[i] !== "2") return false;
      i++;
      if (s[i] === "(") {
        i++;
        if (s[i] === "0") i++;
        else if (!expr()) return false;
        if (s[i] !== ")") return false;
        i++;
      }
      if (s[i] !== "+") return true;
      i++;
    }
  };
  return expr() && i === s.length;
}

export default defineEnv<Params, Instance, string>({
  id: "power-nest",
  rlveId: "PowerNest",
  category: "number theory",
  version: 5,
  title: "Write a number in nested powers-of-two notation",
  answerKind: "unique",

  params: (level) => ({ maxNumber: afterUpdates(4, level, grow.mul2) }),
  auditExceptions: [
    {
      check: "distinct",
      levels: [0],
      measured: 4 / 24,
      reason: "RLVE-Gym's level 0 (max_number = 4) has four problems, the numbers 1 to 4; level 1 has eight",
    },
  ],

  generate({ maxNumber }, rng) {
    const n = rng.int(1, maxNumber);
    return { n, answer: powerNest(n) };
  },

  prompt: ({ n }) =>
    "Every positive integer is a sum of distinct powers of two, e.g. 137 = 2^7 + 2^3 + 2^0. Write such a sum with the " +
    "largest power first, joined by '+', and write each power 2^e as '2' when e = 1, as '2(0)' when e = 0, and as " +
    "'2(E)' otherwise, where E is the exponent e written the same way (recursively). For example, " +
    "137 = 2(2(2)+2+2(0))+2(2+2(0))+2(0) and 1315 = 2(2(2+2(0))+2)+2(2(2+2(0)))+2(2(2)+2(0))+2+2(0).\n\n" +
    `Write ${n} in this notation. Answer with the expression only (characters 2, 0, (, ) and +, no spaces).`,

  parse(text) {
    const t = text.replace(/\s+/g, "");
    if (t.length > 100_000 || !/^[20()+]+$/.test(t))
      throw new FormatError("only the characters 2 0 ( ) + may appear");
    return t;
  },

  score(s, { n, answer }) {
    if (s === answer) return correct();
    if (s.length > 4 * answer.length + 64)
      return wrong(`the expression is much longer than the notation of ${n}`);
    if (!wellFormed(s)) return invalid("the expression is not well formed");
    return wrong(`the expression is not the notation of ${n}`);
  },

  reference: ({ answer }) => answer,

  wrongAnswers({ n }) {
    return [powerNest(n + 1), `${powerNest(n)}+2(0)`, `${powerNest(n)})`];
  },

  size: ({ n }) => n,
});

// Lexicographically smallest rotation of a binary string.
// RLVE: MinimalCyclicShift
import { afterUpdates, defineEnv, FormatError, fraction, grow } from "../../core/kit.ts";
import { minimalRotation } from "../../lib/stringalgo.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  answer: string;
}

export default defineEnv<Params, Instance, string>({
  id: "minimal-cyclic-shift",
  rlveId: "MinimalCyclicShift",
  category: "string algorithms",
  version: 2,
  title: "Smallest rotation of a binary string",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const s = Array.from({ length: n }, () => (rng.bool() ? "1" : "0")).join("");
    return { s, answer: minimalRotation(s) };
  },

  prompt: ({ s }) =>
    `S = ${s}\n\nA cyclic shift of S moves some prefix of S (possibly empty) to its end. Among all ${s.length} ` +
    "cyclic shifts of S, find the lexicographically smallest one (0 comes before 1).\n\n" +
    `Answer with that string of ${s.length} binary digits, with no spaces.`,

  parse(text) {
    const t = text.trim().replace(/\s+/g, "");
    if (!/^[01]{1,100000}$/.test(t)) throw new FormatError("expected a string of 0s and 1s");
    return t;
  },

  score(answer, { answer: gold }) {
    if (answer.length !== gold.length) throw new FormatError(`expected ${gold.length} binary digits`);
    const right = [...gold].filter((c, i) => answer[i] === c).length;
    return fraction(right, gold.length, 10, "positions");
  },

  reference: ({ answer }) => answer,

  wrongAnswers({ s, answer }) {
    const out: string[] = [`${answer}0`];
    if (s !== answer) out.push(s);
    const flipped = (answer[answer.length - 1] === "0" ? "1" : "0") as string;
    out.push(answer.slice(0, -1) + flipped);
    return out;
  },

  size: ({ s }) => s.length,
});

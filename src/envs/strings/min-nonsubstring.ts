// Shortest, then lexicographically smallest, string over {a, b} that does not occur in a given string.
// RLVE: MinNonsubstring.
import { afterUpdates, correct, defineEnv, FormatError, grow, invalid, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  answer: string;
}

/** The shortest, then lexicographically smallest, {a,b}-string that is not a substring of s. */
export function minNonsubstring(s: string): string {
  for (let len = 1; ; len++) {
    const seen = new Set<string>();
    for (let i = 0; i + len <= s.length; i++) seen.add(s.slice(i, i + len));
    for (let code = 0; code < 2 ** len; code++) {
      const t = code.toString(2).padStart(len, "0").replace(/0/g, "a").replace(/1/g, "b");
      if (!seen.has(t)) return t;
    }
  }
}

export default defineEnv<Params, Instance, string>({
  id: "min-nonsubstring",
  rlveId: "MinNonsubstring",
  category: "string algorithms",
  version: 4,
  title: "Shortest, then smallest, string over {a, b} that is not a substring",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const s = Array.from({ length: n }, () => (rng.bool() ? "a" : "b")).join("");
    return { s, answer: minNonsubstring(s) };
  },

  prompt: ({ s }) =>
    `A = ${s}\n\nFind the shortest non-empty string made of the letters a and b that does not occur in A as a ` +
    "contiguous substring. If several have that shortest length, give the lexicographically (alphabetically) " +
    "smallest one.\n\nAnswer with the string only, for example abba.",

  parse(text) {
    const t = text
      .trim()
      .replace(/\.$/, "")
      .trim()
      .replace(/^["']|["']$/g, "");
    if (t.length === 0 || t.length > 1000) throw new FormatError("expected a non-empty string of a and b");
    return t;
  },

  score(answer, { s, answer: expected }) {
    if (!/^[ab]+$/.test(answer)) return invalid("the answer may contain only the letters a and b");
    if (answer === expected) return correct();
    if (s.includes(answer)) return wrong(`${answer} occurs in A`);
    return wrong(`${answer} is not the shortest, lexicographically smallest such string`);
  },

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const flipped = answer.replace(/./g, (c) => (c === "a" ? "b" : "a"));
    const out = [`${answer}a`, "abc"];
    if (flipped !== answer) out.push(flipped);
    if (answer.length > 1) out.push(answer.slice(1));
    return out;
  },

  size: ({ s }) => s.length,
});

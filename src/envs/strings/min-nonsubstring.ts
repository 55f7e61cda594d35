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
  // Length by length, mark the substrings as binary codes (a = 0, b = 1) and take the smallest unmarked code;
  // a length above |s| has no substring, so the loop ends.
  for (let len = 1; ; len++) {
    const mask = 2 ** len - 1;
    const seen = new Array<boolean>(mask + 1).fill(false);
    let code = 0;
    for (let i = 0; i < s.length; i++) {
      code = ((code * 2) & mask) | (s.charCodeAt(i) === 98 ? 1 : 0);
      if (i >= len - 1) seen[code] = true;
    }
    const t = seen.indexOf(false);
    if (t >= 0) {
      let out = "";
      for (let bit = len - 1; bit >= 0; bit--) out += (t >> bit) & 1 ? "b" : "a";
      return out;
    }
  }
}

export default defineEnv<Params, Instance, string>({
  id: "min-nonsubstring",
  rlveId: "MinNonsubstring",
  category: "string algorithms",
  version: 5,
  title: "Shortest, then smallest, string over {a, b} that is not a substring",
  answerKind: "unique",
  // The ladder starts at 4 letters, one above the catalog's 3: of the 8 strings of 3 letters, those answered
  // aa were a third of the problems even with the letter bias below; at 4 letters the top answer is 30%.
  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    // The share of a is drawn per problem (as in RLVE-Gym): with fair letters, aa was the answer of half the
    // 3-letter problems and of 39% at 12 letters, and level 0 needed 16 flattening redraws (0.038 ms a problem).
    const pa = rng.float();
    const s = Array.from({ length: n }, () => (rng.bool(pa) ? "a" : "b")).join("");
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

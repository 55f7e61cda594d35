// A string is repeatedly doubled into s + rotate_right(s); output the K-th character of the limit. RLVE: SecretCowCode
import { afterUpdates, correct, defineEnv, FormatError, grow, wrong } from "../../core/kit.ts";
import { secretCowCode } from "../../lib/strings-b.ts";

interface Params {
  maxN: number;
  maxK: number;
}

interface Instance {
  s: string;
  k: number;
  answer: string;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

export default defineEnv<Params, Instance, string>({
  id: "secret-cow-code",
  rlveId: "SecretCowCode",
  category: "string algorithms",
  version: 2,
  title: "K-th character of a string doubled with a rotation",
  answerKind: "unique",

  params: (level) => ({
    maxN: afterUpdates(5, level, grow.mul1_1plus1),
    maxK: afterUpdates(8, level, grow.mul2),
  }),

  generate({ maxN, maxK }, rng) {
    const n = rng.int(Math.ceil(maxN / 2), maxN);
    const s = Array.from({ length: n }, () => rng.pick(LETTERS)).join("");
    const k = rng.int(Math.ceil(maxK / 2), maxK);
    return { s, k, answer: secretCowCode(s, k) };
  },

  prompt: ({ s, k }) =>
    `Start with the string S = ${s}. Repeat forever: let R be S rotated right by one position (its last ` +
    "character moved to the front), and replace S by S followed by R. For example ABC becomes ABCCAB, then " +
    `ABCCABBABCCA, and so on. Every step keeps the old string as a prefix, so this defines an infinite string. ` +
    `What is its ${k}-th character (counting from 1)?\n\nAnswer with that single uppercase letter.`,

  parse(text) {
    const t = text.trim();
    if (t.length !== 1) throw new FormatError("expected a single letter");
    return t.toUpperCase();
  },

  score(answer, { answer: gold }) {
    if (!/^[A-Z]$/.test(answer)) return wrong("the answer must be a letter");
    return answer === gold ? correct() : wrong(`the character is not ${answer}`);
  },

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => [answer === "A" ? "B" : "A", answer === "Z" ? "Y" : "Z"],

  size: ({ s, k }) => s.length + k,
});

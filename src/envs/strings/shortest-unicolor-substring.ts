// Change at most K characters of a binary string so that its longest run of equal characters is as short as
// possible. RLVE: ShortestUnicolorSubstring
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  minimisationRatio,
  type Verdict,
} from "../../core/kit.ts";
import { longestRun, shortestUnicolor } from "../../lib/strings-b.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  k: number;
  best: number;
  witness: string;
}

function scoreString(answer: string, { s, k, best }: Instance): Verdict {
  if (answer.length !== s.length || !/^[01]+$/.test(answer))
    return invalid(`the answer must be a 0/1 string of length ${s.length}`);
  let changed = 0;
  for (let i = 0; i < s.length; i++) if (answer[i] !== s[i]) changed++;
  if (changed > k) return invalid(`${changed} characters were changed, more than ${k}`);
  return minimisationRatio(longestRun(answer), best, 5);
}

export default defineEnv<Params, Instance, string>({
  id: "shortest-unicolor-substring",
  rlveId: "ShortestUnicolorSubstring",
  category: "string algorithms",
  version: 2,
  title: "Flip at most K bits to minimise the longest run",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const p = rng.float() * 0.6 + 0.2;
    const s = Array.from({ length: n }, () => (rng.bool(p) ? "1" : "0")).join("");
    const k = rng.int(1, Math.max(1, Math.floor(n / 4)));
    const witness = shortestUnicolor(s, k);
    return { s, k, best: longestRun(witness), witness };
  },

  prompt: ({ s, k }) =>
    `S = ${s} (length ${s.length})\n\nYou may change at most ${k} characters of S (each change turns a 0 into a 1 ` +
    "or a 1 into a 0). Make the longest block of consecutive equal characters in the result as short as " +
    `possible.\n\nAnswer with the resulting string: ${s.length} characters, each 0 or 1, with no spaces.`,

  parse(text) {
    const t = text.trim();
    if (t.length === 0 || t.length > 100_000) throw new FormatError("expected a 0/1 string");
    return t;
  },

  score: scoreString,

  reference: ({ witness }) => witness,

  wrongAnswers(inst) {
    const { s, witness } = inst;
    const flipAll = s.replace(/./g, (c) => (c === "0" ? "1" : "0"));
    const out = [`${witness}0`, s, flipAll, "0".repeat(s.length)];
    return out.filter((x) => scoreString(x, inst).reward < 1);
  },

  size: ({ s }) => s.length,
});

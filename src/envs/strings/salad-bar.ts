// Longest substring of a j/p string in which every prefix and every suffix has at least as many p's as j's.
// RLVE: SaladBar
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { isSaladBar, saladBar } from "../../lib/strings-b.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  best: number;
  l: number;
  r: number;
}

export default defineEnv<Params, Instance, number[]>({
  id: "salad-bar",
  rlveId: "SaladBar",
  category: "string algorithms",
  version: 2,
  title: "Longest substring whose prefixes and suffixes all have no more j's than p's",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const chars = Array.from({ length: n }, () => (rng.bool(0.55) ? "p" : "j"));
    if (!chars.includes("p")) chars[rng.int(0, n - 1)] = "p";
    const s = chars.join("");
    const { l, r } = saladBar(s);
    return { s, best: r - l, l: l + 1, r };
  },

  prompt: ({ s }) =>
    `S = ${s} (length ${s.length}, positions numbered 1 to ${s.length})\n\nFind a longest contiguous substring of ` +
    "S such that every prefix of it contains at least as many p's as j's, and every suffix of it also contains at " +
    "least as many p's as j's.\n\nAnswer with two integers l r (1 <= l <= r), the first and last positions of " +
    "the substring.",

  parse: (text) => parseIntList(text, { length: 2 }),

  score([l, r], { s, best }) {
    if (l < 1 || r > s.length || l > r) return invalid(`need 1 <= l <= r <= ${s.length}`);
    if (!isSaladBar(s.slice(l - 1, r)))
      return invalid("some prefix or suffix of that substring has more j's than p's");
    return maximisationRatio(r - l + 1, best, 5);
  },

  reference: ({ l, r }) => `${l} ${r}`,

  wrongAnswers({ s, best, l, r }) {
    const out = [`${l} ${s.length + 1}`, `${r} ${l - 1}`];
    const j = s.indexOf("j");
    if (j >= 0) out.push(`${j + 1} ${j + 1}`);
    if (best > 1) out.push(`${s.indexOf("p") + 1} ${s.indexOf("p") + 1}`);
    return out;
  },

  size: ({ s }) => s.length,
});

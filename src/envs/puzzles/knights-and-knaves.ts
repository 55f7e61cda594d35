// Knights always tell the truth and knaves always lie: decide who is which from what each person says. RLVE: KnightsAndKnaves.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  fraction,
  grow,
  parseTokens,
  preview,
} from "../../core/kit.ts";
import { type Formula, uniqueKnightsPuzzle } from "../../lib/knights.ts";

interface Params {
  n: number;
}

interface Instance {
  names: string[];
  statements: Formula[];
  /** The only consistent assignment: true for a knight. */
  knight: boolean[];
}

const NAMES = [
  "Alice",
  "Bella",
  "Carlos",
  "Dmitri",
  "Elena",
  "Farah",
  "Gustav",
  "Hana",
  "Ivan",
  "Jonas",
  "Keiko",
  "Liam",
  "Maya",
  "Noah",
  "Olga",
  "Pablo",
  "Quinn",
  "Rosa",
  "Samir",
  "Tessa",
  "Umar",
  "Vera",
  "Wen",
  "Ximena",
  "Yusuf",
  "Zoe",
  "Amara",
  "Bruno",
  "Chloe",
  "Dario",
  "Esther",
  "Felix",
  "Greta",
  "Hugo",
];

function sentence(f: Formula, names: string[], top = true): string {
  switch (f.op) {
    case "is":
      return `${names[f.who]} is a ${f.knight ? "knight" : "knave"}`;
    case "not":
      return `it is not the case that ${sentence(f.a, names, false)}`;
    default: {
      const a = sentence(f.a, names, false);
      const b = sentence(f.b, names, false);
      const text =
        f.op === "and"
          ? `${a} and ${b}`
          : f.op === "or"
            ? `${a} or ${b}`
            : f.op === "implies"
              ? `if ${a} then ${b}`
              : `${a} if and only if ${b}`;
      return top ? text : `(${text})`;
    }
  }
}

export default defineEnv<Params, Instance, boolean[]>({
  id: "knights-and-knaves",
  rlveId: "KnightsAndKnaves",
  category: "grid/logic puzzles",
  version: 2,
  title: "Knights and knaves: decide who tells the truth",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const pool =
      NAMES.length >= n ? NAMES : [...NAMES, ...Array.from({ length: n }, (_, i) => `Person ${i + 1}`)];
    const names = rng.sample(pool, n);
    for (let attempt = 0; attempt < 20; attempt++) {
      const knight = Array.from({ length: n }, () => rng.bool());
      const statements = uniqueKnightsPuzzle(knight, rng);
      if (statements !== null) return { names, statements, knight };
    }
    throw new Error(`no knights-and-knaves puzzle with a unique solution found for ${n} people`);
  },

  prompt: ({ names, statements }) =>
    `On an island every inhabitant is either a knight, who always tells the truth, or a knave, who always lies. ` +
    `You meet ${names.length} inhabitants: ${names.join(", ")}.\n` +
    statements.map((f, i) => `${names[i]} says: "${sentence(f, names)}."`).join("\n") +
    "\n\nExactly one assignment of knights and knaves is consistent with these statements. " +
    `Answer with one word per inhabitant, "knight" or "knave", in the order ${names.join(", ")}, separated by spaces.`,

  parse(text, { names }) {
    const words = parseTokens(text, names.length + 1).map((w) => w.toLowerCase());
    if (words.length !== names.length) {
      throw new FormatError(`expected ${names.length} words, got ${words.length}`);
    }
    return words.map((w) => {
      if (w !== "knight" && w !== "knave")
        throw new FormatError(`"${preview(w)}" is neither knight nor knave`);
      return w === "knight";
    });
  },

  score: (answer, { knight }) =>
    fraction(answer.filter((v, i) => v === knight[i]).length, knight.length, 10, "inhabitants"),

  reference: ({ knight }) => knight.map((k) => (k ? "knight" : "knave")).join(" "),

  wrongAnswers({ knight }, rng) {
    const show = (xs: boolean[]) => xs.map((k) => (k ? "knight" : "knave")).join(" ");
    const i = rng.int(0, knight.length - 1);
    const one = knight.slice();
    one[i] = !one[i];
    const out = [show(one), show(knight.map((k) => !k))];
    if (knight.some((k) => !k)) out.push(show(knight.map(() => true))); // all knights, when someone is a knave
    return out;
  },

  size: ({ knight }) => knight.length,
});

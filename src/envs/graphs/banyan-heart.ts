// A tree grows from vertex 0 while a heart token steps towards each new vertex; mark where the heart can end. RLVE: BanyanHeart.
import { afterUpdates, defineEnv, FormatError, graded, grow, MAX_ANSWER_CHARS } from "../../core/kit.ts";
import { type Edge, randomTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { banyanHeart } from "../../lib/treedp.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  /** "T"/"F" per vertex. */
  answer: string;
}

export default defineEnv<Params, Instance, string>({
  id: "banyan-heart",
  rlveId: "BanyanHeart",
  category: "graph algorithms",
  split: "held-out",
  version: 1,
  title: "Mark the vertices where the heart of a growing tree can end",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const edges = randomTree(n, rng);
    const answer = banyanHeart(n, edges)
      .map((b) => (b ? "T" : "F"))
      .join("");
    return { n, edges, answer };
  },

  prompt: ({ n, edges }) =>
    `A tree has ${n} vertices, labelled 0 to ${n - 1}, and these edges:\n` +
    edgeLines(edges) +
    "\n\nThe tree is grown step by step. At the start only vertex 0 exists, and a token called the heart sits on it. " +
    "At each step one missing vertex that is adjacent (in the tree above) to an already grown vertex is added, " +
    "and then the heart moves one edge along the path from its current vertex towards the newly added vertex. " +
    `After ${n - 1} steps the whole tree has been grown. Any order of adding vertices allowed by this rule may be used.\n` +
    "For every vertex, decide whether some growing order leaves the heart on that vertex at the end.\n" +
    `Answer with a string of ${n} letters, the i-th being T if the heart can end on vertex i and F otherwise (vertex 0 first).`,
  answerExample: "TFFT",

  parse(text, { n }) {
    if (text.length > MAX_ANSWER_CHARS) throw new FormatError("answer is too long");
    const s = text.replace(/\s+/g, "").toUpperCase();
    if (!/^[TF]*$/.test(s)) throw new FormatError("use only the letters T and F");
    if (s.length !== n) throw new FormatError(`expected ${n} letters, got ${s.length}`);
    return s;
  },

  score(s, { answer }) {
    let inter = 0;
    let union = 0;
    for (let i = 0; i < answer.length; i++) {
      const a = s[i] === "T";
      const b = answer[i] === "T";
      if (a && b) inter++;
      if (a || b) union++;
    }
    if (union === 0) throw new Error("no vertex can hold the heart: the solver is wrong");
    if (inter === union) return graded(1, "all positions right");
    return graded((inter / union) ** 5, `intersection ${inter} of union ${union}`);
  },

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === "T" ? "F" : "T") + s.slice(i + 1);
    const out = [flip(answer, 0), flip(answer, answer.length - 1), "T".repeat(answer.length)];
    return out.filter((s) => s !== answer);
  },

  size: ({ n }) => n,
});

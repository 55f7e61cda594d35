// Count score tables where each course has a given number of students above student 1 and exactly K students are never above student 1, modulo MOD. RLVE: GradeRankingCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawModulus, modNearMisses, modulusExample, scoreModCount } from "../../lib/count-answer.ts";
import { gradeRankingCount } from "../../lib/counting-dp.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  k: number;
  u: number[];
  r: number[];
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "grade-ranking-counting",
  rlveId: "GradeRankingCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count score tables with given ranks and exactly K dominated students",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, Math.max(2, maxNM));
    const m = rng.int(1, maxNM);
    const k = rng.int(0, n - 1);
    const q = n - 1 - k;
    const r = Array.from({ length: m }, () => rng.int(0, q));
    let sum = r.reduce((x, y) => x + y, 0);
    while (sum < q) {
      const i = rng.int(0, m - 1);
      if (r[i]! < q) {
        r[i]!++;
        sum++;
      }
    }
    const u = r.map(() => rng.int(2, 10 + 5 * maxNM));
    const mod = drawModulus(rng);
    return { n, k, u, r, mod, answer: gradeRankingCount(n, k, u, r, mod) };
  },

  prompt: ({ n, k, u, r, mod }) =>
    `There are ${n} students (student 1 to student ${n}) and ${u.length} courses. In course i every student gets ` +
    "an integer score from 1 to U_i. Student 1's results are constrained: in course i exactly R_i other students " +
    "score strictly higher than student 1. The courses are:\n" +
    `${u.map((ui, i) => `course ${i + 1}: U = ${ui}, R = ${r[i]}`).join("\n")}\n` +
    "Another student is dominated by student 1 if in every course that student's score is at most student 1's " +
    `score. Count the complete score tables (the scores of all ${n} students in all ${u.length} courses) that ` +
    `satisfy every R_i and in which exactly ${k} students are dominated by student 1. Two tables differ if some ` +
    `student has a different score in some course. Give the count modulo ${mod}.\n\n` +
    `Answer with a single integer in the range [0, ${mod - 1}].`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ n, u }) => n * u.length,
});

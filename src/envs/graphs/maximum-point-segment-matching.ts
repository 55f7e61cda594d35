// Match as many points as possible to distinct closed segments containing them. RLVE: MaximumPointSegmentMatching.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  maximisationRatio,
  parseIntList,
} from "../../core/kit.ts";
import { FlowNetwork } from "../../lib/flow.ts";

interface Params {
  maxCN: number;
}

interface Instance {
  points: number[];
  segments: Array<[number, number]>;
  best: number;
  /** (point index, segment index) pairs of a maximum matching. */
  witness: Array<[number, number]>;
}

export default defineEnv<Params, Instance, Array<[number, number]>>({
  id: "maximum-point-segment-matching",
  rlveId: "MaximumPointSegmentMatching",
  category: "graph algorithms",
  version: 3,
  title: "Maximum matching of points to segments containing them",
  answerKind: "any-optimal",

  params: (level) => ({ maxCN: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxCN }, rng) {
    const c = rng.int(2, Math.max(2, maxCN));
    const n = rng.int(2, Math.max(2, maxCN));
    const span = 2 * Math.max(c, n);
    const points = Array.from({ length: c }, () => rng.int(0, span));
    const segments = Array.from({ length: n }, () => {
      const a = rng.int(0, span);
      const b = Math.min(span, a + rng.int(0, Math.max(1, Math.floor(span / 3))));
      return [a, b] as [number, number];
    });
    const net = new FlowNetwork(c + n + 2);
    const s = c + n;
    const arcs: Array<[number, number, number]> = [];
    for (let i = 0; i < c; i++) net.addArc(s, i, 1);
    for (let j = 0; j < n; j++) net.addArc(c + j, s + 1, 1);
    for (let i = 0; i < c; i++)
      for (let j = 0; j < n; j++) {
        const [a, b] = segments[j]!;
        if (a <= points[i]! && points[i]! <= b) arcs.push([net.addArc(i, c + j, 1), i, j]);
      }
    const best = net.maxFlow(s, s + 1);
    const witness = arcs.filter(([id]) => net.flowOf(id) > 0).map(([, i, j]) => [i, j] as [number, number]);
    return { points, segments, best, witness };
  },

  prompt: ({ points, segments }) =>
    `There are ${points.length} points on a line, numbered 0 to ${points.length - 1}:\n` +
    points.map((p, i) => `point ${i}: ${p}`).join("\n") +
    `\nand ${segments.length} closed segments, numbered 0 to ${segments.length - 1}:\n` +
    segments.map(([a, b], j) => `segment ${j}: [${a}, ${b}]`).join("\n") +
    "\n\nPair points with segments containing them (a <= point <= b) so that every point and every segment is used at " +
    "most once, with as many pairs as possible.\n" +
    "Answer with the pairs as point index then segment index, all on one line separated by spaces: p1 s1 p2 s2 ... " +
    "(write nothing if no point lies in any segment).",

  parse(text) {
    const xs = parseIntList(text);
    if (xs.length % 2 !== 0) throw new FormatError("expected pairs (an even number of integers)");
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < xs.length; i += 2) pairs.push([xs[i]!, xs[i + 1]!]);
    return pairs;
  },

  score(pairs, { points, segments, best }) {
    const usedP = new Set<number>();
    const usedS = new Set<number>();
    for (const [i, j] of pairs) {
      if (i < 0 || i >= points.length) return invalid(`point ${i} does not exist`);
      if (j < 0 || j >= segments.length) return invalid(`segment ${j} does not exist`);
      if (usedP.has(i)) return invalid(`point ${i} is used twice`);
      if (usedS.has(j)) return invalid(`segment ${j} is used twice`);
      usedP.add(i);
      usedS.add(j);
      const [a, b] = segments[j]!;
      if (points[i]! < a || points[i]! > b) return invalid(`point ${i} is not in segment ${j}`);
    }
    return maximisationRatio(pairs.length, best);
  },

  reference: ({ witness }) => witness.map(([i, j]) => `${i} ${j}`).join(" "),

  wrongAnswers({ points, segments, witness }) {
    const fmt = (ps: Array<[number, number]>) => ps.map(([i, j]) => `${i} ${j}`).join(" ");
    const out: string[] = [];
    if (witness.length > 0) out.push(fmt(witness.slice(1)));
    if (witness.length > 0) out.push(fmt([...witness, witness[0]!]));
    for (let i = 0; i < points.length && out.length < 3; i++)
      for (let j = 0; j < segments.length && out.length < 3; j++)
        if (points[i]! < segments[j]![0] || points[i]! > segments[j]![1]) out.push(fmt([[i, j]]));
    out.push(`${points.length} 0`);
    return out;
  },

  size: ({ points, segments }) => points.length + segments.length,
});

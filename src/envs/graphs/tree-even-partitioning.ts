// Split a tree on N·K vertices into N connected parts of exactly K vertices each. RLVE: TreeEvenPartitioning.
import { defineEnv, fraction, invalid, parseIntList, parseLines, type Verdict } from "../../core/kit.ts";
import { type Edge, randomTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { UnionFind } from "../../lib/unionfind.ts";

interface Params {
  maxN: number;
  maxK: number;
}

interface Instance {
  parts: number;
  k: number;
  edges: Edge[];
  partition: number[][];
}

function check(groups: number[][], { parts, k, edges }: Instance): Verdict {
  const n = parts * k;
  if (groups.length !== parts) return invalid(`expected ${parts} groups, got ${groups.length}`);
  const group = new Array<number>(n).fill(-1);
  for (let g = 0; g < parts; g++) {
    if (groups[g]!.length !== k) return invalid(`group ${g + 1} has ${groups[g]!.length} vertices, not ${k}`);
    for (const v of groups[g]!) {
      if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
      if (group[v] !== -1) return invalid(`vertex ${v} is in two groups`);
      group[v] = g;
    }
  }
  const uf = new UnionFind(n);
  for (const [u, v] of edges) if (group[u] === group[v]) uf.union(u, v);
  const connected = groups.filter((g) => g.every((v) => uf.find(v) === uf.find(g[0]!))).length;
  return fraction(connected, parts, 5, "groups connected");
}

export default defineEnv<Params, Instance, number[][]>({
  id: "tree-even-partitioning",
  rlveId: "TreeEvenPartitioning",
  category: "graph algorithms",
  version: 2,
  title: "Partition a tree into N connected parts of K vertices each",
  answerKind: "any-valid",

  params(level) {
    let maxN = 3;
    let maxK = 2;
    for (let i = 0; i < level; i++) {
      if (maxK < maxN) maxK++;
      else maxN++;
    }
    return { maxN, maxK };
  },

  generate({ maxN, maxK }, rng) {
    const parts = rng.int(Math.max(2, maxN - 2), maxN);
    const k = rng.int(Math.max(2, maxK - 2), maxK);
    const n = parts * k;
    const label = rng.permutation(n);
    const edges: Edge[] = [];
    const partition: number[][] = [];
    for (let p = 0; p < parts; p++) {
      const base = p * k;
      for (const [u, v] of randomTree(k, rng)) edges.push([label[base + u]!, label[base + v]!]);
      partition.push(Array.from({ length: k }, (_, i) => label[base + i]!).sort((a, b) => a - b));
    }
    for (const [p, q] of randomTree(parts, rng))
      edges.push([label[p * k + rng.int(0, k - 1)]!, label[q * k + rng.int(0, k - 1)]!]);
    rng.shuffle(edges);
    return { parts, k, edges, partition };
  },

  prompt: ({ parts, k, edges }) =>
    `A tree has ${parts * k} vertices, numbered 0 to ${parts * k - 1}, and these edges:\n` +
    edgeLines(edges) +
    `\n\nPartition the vertices into ${parts} groups of exactly ${k} vertices each, such that every group is ` +
    "connected using only edges between vertices of that group.\n" +
    `Answer with ${parts} lines, one group per line, each line listing the ${k} vertices of a group separated by spaces.`,

  parse(text, { parts, k }) {
    const lines = parseLines(text, parts + 1);
    return lines.map((l) => parseIntList(l, { maxTokens: k + 1 }));
  },

  score: check,

  reference: ({ partition }) => partition.map((g) => g.join(" ")).join("\n"),

  wrongAnswers(inst) {
    const { partition } = inst;
    const lines = partition.map((g) => g.join(" "));
    const swapped = partition.map((g) => g.slice());
    [swapped[0]![0], swapped[1]![0]] = [swapped[1]![0]!, swapped[0]![0]!];
    const sorted = partition.flat().sort((a, b) => a - b);
    const k = partition[0]!.length;
    const byNumber = partition.map((_, i) => sorted.slice(i * k, (i + 1) * k).join(" "));
    const out = [lines.slice(1).join("\n"), [...lines.slice(0, -1), lines[0]].join("\n")];
    for (const cand of [swapped, byNumber.map((l) => l.split(" ").map(Number))])
      if (check(cand, inst).reward < 1) out.push(cand.map((g) => g.join(" ")).join("\n"));
    return out;
  },

  size: ({ parts, k }) => parts * k,
});

// The prompt-only audit, worked example: minimum-vertex-cover re-solved from its statement text.
import { test } from "node:test";
import { auditFromPrompt, type PromptSolver } from "../support/prompt-audit.ts";

/** Reads "vertex i: w" lines and "(u, v)" lines. */
function readCover(statement: string): { weights: number[]; edges: [number, number][] } {
  const weights = [...statement.matchAll(/^vertex (\d+): (\d+)$/gm)].map((m) => Number(m[2]));
  const edges = [...statement.matchAll(/^\((\d+), (\d+)\)$/gm)].map(
    (m) => [Number(m[1]), Number(m[2])] as [number, number],
  );
  return { weights, edges };
}

function coverWeight(weights: number[], edges: [number, number][], set: number[]): number | null {
  const inSet = new Set(set);
  if (inSet.size !== set.length || set.some((v) => !(v >= 0 && v < weights.length))) return null;
  if (edges.some(([u, v]) => !inSet.has(u) && !inSet.has(v))) return null;
  return set.reduce((s, v) => s + weights[v]!, 0);
}

/** Every subset (2^n, n <= 20 at the audited levels). */
function bestCover(weights: number[], edges: [number, number][]): number[] {
  const n = weights.length;
  let best: number[] = [];
  let bestW = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 1 << n; mask++) {
    const set = Array.from({ length: n }, (_, v) => v).filter((v) => (mask >> v) & 1);
    const w = coverWeight(weights, edges, set);
    if (w !== null && w < bestW) {
      bestW = w;
      best = set;
    }
  }
  return best;
}

const vertexCover: PromptSolver = {
  solve(statement) {
    const { weights, edges } = readCover(statement);
    return bestCover(weights, edges).join(" ");
  },
  judge(statement, answer) {
    if (!/^\s*\d+(\s+\d+)*\s*$/.test(answer)) return false;
    const { weights, edges } = readCover(statement);
    const w = coverWeight(weights, edges, answer.trim().split(/\s+/).map(Number));
    return w !== null && w === coverWeight(weights, edges, bestCover(weights, edges));
  },
};

test("minimum-vertex-cover agrees with a solver that reads only its statement", () => {
  auditFromPrompt("minimum-vertex-cover", vertexCover);
});

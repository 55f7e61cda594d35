// Blocks that problem statements repeat: edge lists, vertex weights, grids.

/** A list edge: [u, v] or [u, v, w]. */
export type ListedEdge = readonly [number, number] | readonly [number, number, number];

/**
 * One edge per line: "(u, v)" or "(u, v, w)" for undirected graphs, "u -> v" or "u -> v, w" for directed
 * ones. An empty list prints `none` (default "(no edges)").
 */
export function edgeLines(
  edges: readonly ListedEdge[],
  opts: { directed?: boolean; none?: string } = {},
): string {
  if (edges.length === 0) return opts.none ?? "(no edges)";
  const line = opts.directed
    ? (e: ListedEdge) => (e.length === 3 ? `${e[0]} -> ${e[1]}, ${e[2]}` : `${e[0]} -> ${e[1]}`)
    : (e: ListedEdge) => (e.length === 3 ? `(${e[0]}, ${e[1]}, ${e[2]})` : `(${e[0]}, ${e[1]})`);
  return edges.map(line).join("\n");
}

/** "vertex 0: 5" per line (the noun is configurable: "item", "task"...). */
export function weightLines(weights: readonly (number | bigint)[], noun = "vertex"): string {
  return weights.map((w, i) => `${noun} ${i}: ${w}`).join("\n");
}

/** A grid, one row per line, cells joined by `sep` (default: nothing, for character grids). */
export function gridLines(grid: readonly (readonly (string | number | bigint)[])[], sep = ""): string {
  return grid.map((row) => row.join(sep)).join("\n");
}

/** The four orthogonal steps (up, down, left, right) as [dr, dc]. */
export const STEPS4: readonly (readonly [number, number])[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** The in-grid orthogonal neighbours of (r, c) in an R x C grid. */
export function neighbours4(r: number, c: number, rows: number, cols: number): [number, number][] {
  const out: [number, number][] = [];
  for (const [dr, dc] of STEPS4) {
    const nr = r + dr;
    const nc = c + dc;
    if (nr >= 0 && nr < rows && nc >= 0 && nc < cols) out.push([nr, nc]);
  }
  return out;
}

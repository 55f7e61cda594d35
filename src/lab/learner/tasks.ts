/**
 * What the learner sees of each environment's instance: a list of items it can point at, each with a
 * value, an auxiliary integer and the text it writes when picked. The answer is the picked items' labels
 * joined by spaces, wrapped in the answer tags, and is scored only by the environment's own `verify`.
 *
 * This is a pointer view, not the prompt: the policy never reads the prompt's text. For each environment
 * `sees` says exactly what it is given; anything else (graph edges, the window size's meaning, ...) it
 * cannot know and must do without.
 */

export interface Item {
  /** The number the policy reads (clipped to the embedding's range). */
  value: number;
  /** A second small integer feature (clipped), 0 when unused. */
  aux: number;
  /** What the answer says when this item is picked. */
  label: string;
}

export interface View {
  items: Item[];
  /** Sequence answers end with a stop action; a choice answer is exactly one pick. */
  kind: "sequence" | "choice";
  /** May an item be picked twice? When not, picked items are masked. */
  repeat: boolean;
  /** Most picks before the answer is cut off (the stop action is not counted). */
  maxPicks: number;
}

export interface Task {
  env: string;
  /** One line for the docs: what the policy is given. */
  sees: string;
  view(instance: unknown): View;
}

type Inst = Record<string, unknown>;

function nums(x: unknown, field: string, env: string): number[] {
  const a = (x as Inst)[field];
  if (!Array.isArray(a)) throw new Error(`learner: ${env} instance has no array '${field}'`);
  return a as number[];
}

function num(x: unknown, field: string, env: string): number {
  const v = (x as Inst)[field];
  if (typeof v !== "number") throw new Error(`learner: ${env} instance has no number '${field}'`);
  return v;
}

function sequence(items: Item[], repeat: boolean, maxPicks = items.length): View {
  return { items, kind: "sequence", repeat, maxPicks };
}

/** Nodes 0..n-1 with their in-degree in the constraint list. */
function topoView(env: string) {
  return (x: unknown): View => {
    const n = num(x, "n", env);
    const inDeg = new Array<number>(n).fill(0);
    for (const [, b] of (x as { constraints: [number, number][] }).constraints) inDeg[b]!++;
    return sequence(
      inDeg.map((d, i) => ({ value: i, aux: d, label: String(i) })),
      false,
    );
  };
}

/** Every task the learner knows, by environment id. */
export const TASKS: Record<string, Task> = Object.fromEntries(
  (
    [
      {
        env: "sorting",
        sees: "each value",
        view: (x) =>
          sequence(
            nums(x, "values", "sorting").map((v) => ({ value: v, aux: 0, label: String(v) })),
            false,
          ),
      },
      {
        env: "sliding-window",
        sees: "each value, with the window size k as aux",
        view: (x) => {
          const k = num(x, "k", "sliding-window");
          const v = nums(x, "values", "sliding-window");
          return sequence(
            v.map((a) => ({ value: a, aux: k, label: String(a) })),
            true,
            v.length,
          );
        },
      },
      {
        env: "maximum-lexicographical-order-subsequence",
        sees: "each value, with the subsequence length k as aux",
        view: (x) => {
          const k = num(x, "k", "maximum-lexicographical-order-subsequence");
          return sequence(
            nums(x, "a", "maximum-lexicographical-order-subsequence").map((a) => ({
              value: a,
              aux: k,
              label: String(a),
            })),
            false,
          );
        },
      },
      {
        env: "josephus",
        sees: "the people 1..n, with the count m as aux",
        view: (x) => {
          const n = num(x, "n", "josephus");
          const m = num(x, "m", "josephus");
          return sequence(
            Array.from({ length: n }, (_, i) => ({ value: i + 1, aux: m, label: String(i + 1) })),
            false,
          );
        },
      },
      {
        env: "preorder-traversal",
        sees: "the nodes in postorder, each with its inorder position as aux",
        view: (x) => {
          const inorder = nums(x, "inorder", "preorder-traversal");
          const at = new Map(inorder.map((v, i) => [v, i]));
          return sequence(
            nums(x, "postorder", "preorder-traversal").map((v) => ({
              value: v,
              aux: at.get(v) ?? 0,
              label: String(v),
            })),
            false,
          );
        },
      },
      {
        env: "topological-sort",
        sees: "nodes 0..n-1, each with its in-degree as aux",
        view: topoView("topological-sort"),
      },
      {
        env: "topological-sort-minimal-lexicographical-order",
        sees: "nodes 0..n-1, each with its in-degree as aux",
        view: topoView("topological-sort-minimal-lexicographical-order"),
      },
      {
        env: "min-xor-pair",
        sees: "each value (the answer names indices)",
        view: (x) =>
          sequence(
            nums(x, "values", "min-xor-pair").map((v, i) => ({ value: v, aux: 0, label: String(i) })),
            false,
            2,
          ),
      },
      {
        env: "max-permutation",
        sees: "each number's first two digits as value and its digit count as aux (the answer names positions)",
        view: (x) => {
          const numbers = (x as { numbers: string[] }).numbers;
          return sequence(
            numbers.map((s, i) => ({ value: Number(s.slice(0, 2)), aux: s.length, label: String(i + 1) })),
            false,
          );
        },
      },
      {
        env: "bucket-sorting",
        sees: "CHOICE among the distinct values, each with its count as aux",
        view: (x) => {
          const counts = new Map<number, number>();
          for (const v of nums(x, "values", "bucket-sorting")) counts.set(v, (counts.get(v) ?? 0) + 1);
          const items = [...counts].map(([v, c]) => ({ value: v, aux: c, label: String(v) }));
          return { items, kind: "choice", repeat: false, maxPicks: 1 };
        },
      },
      {
        env: "tree-center",
        sees: "CHOICE among the vertices, each with its weight c as value and its degree as aux (no edges)",
        view: (x) => {
          const n = num(x, "n", "tree-center");
          const c = nums(x, "c", "tree-center");
          const deg = new Array<number>(n).fill(0);
          for (const [u, v] of (x as { edges: [number, number, number][] }).edges) {
            deg[u]!++;
            deg[v]!++;
          }
          const items = c.map((w, i) => ({ value: w, aux: deg[i]!, label: String(i) }));
          return { items, kind: "choice", repeat: false, maxPicks: 1 };
        },
      },
    ] satisfies Task[]
  ).map((t) => [t.env, t]),
);

export function taskOf(env: string): Task {
  const t = TASKS[env];
  if (t === undefined) throw new Error(`learner: no pointer view for environment '${env}'`);
  return t;
}

/** The answer text the environment's verify reads. */
export function renderAnswer(view: View, picks: readonly number[]): string {
  return `<answer>${picks.map((i) => view.items[i]!.label).join(" ")}</answer>`;
}

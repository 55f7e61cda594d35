// Buttons act on a number Y differently depending on a light that toggles on every press; reach the target Y. RLVE: QuantumLockPuzzle.
import { afterUpdates, correct, defineEnv, grow, invalid, parseIntList, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
}

type Op = ["+" | "-" | "*", number];

interface Instance {
  n: number;
  /** ops[i][x]: what button i does while the light is x (0 = red, 1 = green). */
  ops: Array<[Op, Op]>;
  target: string;
  maxPresses: number;
  presses: number[];
}

function run(ops: Array<[Op, Op]>, presses: number[]): bigint {
  let y = 0n;
  let x = 0;
  for (const b of presses) {
    const [kind, k] = ops[b]![x]!;
    const kk = BigInt(k);
    y = kind === "+" ? y + kk : kind === "-" ? y - kk : y * kk;
    x ^= 1;
  }
  return y;
}

const show = ([kind, k]: Op) =>
  kind === "+" ? `add ${k}` : kind === "-" ? `subtract ${k}` : `multiply by ${k}`;

export default defineEnv<Params, Instance, number[]>({
  id: "quantum-lock-puzzle",
  rlveId: "QuantumLockPuzzle",
  category: "grid/logic puzzles",
  version: 2,
  title: "Press buttons whose effect depends on a toggling light to reach a target number",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(2, level, grow.plus1) }),

  generate({ n }, rng) {
    const randomOp = (): Op => {
      const kind = rng.pick(["+", "-", "*"] as const);
      return [kind, kind === "*" ? rng.int(2, 3) : rng.int(1, n + 2)];
    };
    // Redraw when Y stays 0 (e.g. every reachable operation is a multiplication): extending the presses
    // alone could then loop forever.
    for (;;) {
      const ops: Array<[Op, Op]> = Array.from({ length: n }, () => [randomOp(), randomOp()]);
      const length = rng.int(n, 2 * n);
      const presses = Array.from({ length }, () => rng.int(0, n - 1));
      for (let extra = 0; extra < 100 && run(ops, presses) === 0n; extra++) presses.push(rng.int(0, n - 1));
      if (run(ops, presses) !== 0n) {
        return { n, ops, target: run(ops, presses).toString(), maxPresses: 2 * presses.length, presses };
      }
    }
  },

  prompt: ({ n, ops, target, maxPresses }) =>
    `A lock shows a number Y, which starts at 0, and a light, which starts red. There are ${n} buttons, numbered ` +
    `from 0 to ${n - 1}. Pressing a button changes Y according to the current colour of the light, and then the ` +
    "light toggles (red becomes green, green becomes red):\n" +
    ops.map(([red, green], i) => `button ${i}: if red, ${show(red)}; if green, ${show(green)}`).join("\n") +
    `\n\nFind a sequence of at most ${maxPresses} presses after which Y equals ${target}.\n\n` +
    "Answer with the button numbers in the order they are pressed, separated by spaces.",

  parse: (text) => parseIntList(text),

  score(presses, { n, ops, target, maxPresses }) {
    if (presses.length > maxPresses) return invalid(`${presses.length} presses, more than ${maxPresses}`);
    for (const b of presses)
      if (!Number.isInteger(b) || b < 0 || b >= n) return invalid(`there is no button ${b}`);
    const y = run(ops, presses);
    return y.toString() === target ? correct(`Y ends at ${target}`) : wrong(`Y ends at ${y}, not ${target}`);
  },

  reference: ({ presses }) => presses.join(" "),

  wrongAnswers({ n, ops, target, maxPresses, presses }) {
    const out: string[] = [];
    const tries = [presses.slice(0, -1), presses.slice(1), presses.map((b) => (b + 1) % n)];
    for (const t of tries) if (t.length > 0 && run(ops, t).toString() !== target) out.push(t.join(" "));
    out.push([...presses.slice(0, -1), n].join(" "));
    out.push(new Array<number>(maxPresses + 1).fill(0).join(" "));
    return out;
  },

  size: ({ n }) => n,
});

/**
 * Nim against a solver: k heaps, the model moves first from a position whose nim-sum is not 0, and who
 * takes the last object wins. Reference: Bouton's strategy, always moving to nim-sum 0 (the first heap
 * that allows it), which wins against any opponent. The opponent plays the same strategy when it can
 * (after a model's mistake) and otherwise takes one object from the largest heap, which makes the game
 * last. Budget: the objects on the table (no game lasts longer).
 */
import { bad, interactive, ok, parseInts } from "./kit.js";

interface H {
  heaps: number[];
}
interface M {
  [key: string]: number[];
  heaps: number[];
}

const xor = (hs: readonly number[]) => hs.reduce((a, b) => a ^ b, 0);

/** The first move to nim-sum 0: [heap index, count], or null when the nim-sum is 0. */
function winning(hs: readonly number[]): [number, number] | null {
  const x = xor(hs);
  if (x === 0) return null;
  for (let i = 0; i < hs.length; i++) {
    const target = hs[i]! ^ x;
    if (target < hs[i]!) return [i, hs[i]! - target];
  }
  return null;
}

const show = (hs: readonly number[]) => hs.map((h, i) => `heap ${i + 1}: ${h}`).join(", ");

export const nim = interactive<H, M, [number, number], never>({
  id: "nim",
  title: "Nim against a solver",
  category: "game",
  version: 1,
  queryTag: "move",
  maxLevel: 60,
  levels: "2 + floor(level / 3) heaps of 1 to 3 + level objects",
  generate(level, rng) {
    const k = 2 + Math.floor(level / 3);
    const heaps = Array.from({ length: k }, () => rng.int(1, 3 + level));
    if (xor(heaps) === 0) heaps[0]! += 1;
    return { heaps };
  },
  budget: (h) => h.heaps.reduce((a, b) => a + b, 0),
  initial: (h) => ({ heaps: h.heaps.slice() }),
  rules: (h) =>
    `We play Nim. The heaps are: ${show(h.heaps)}. We move in turn, you first; a move takes one or more objects from one heap. Whoever takes the last object wins. A move is written as the heap number and how many objects to take, for example 2 1 (take 1 from heap 2). After each of your moves I reply with my move and the heaps.`,
  parseQuery(text, _h, mem) {
    const v = parseInts(text, 1, 1_000_000, 2);
    if (!v.ok) return v;
    if (v.value.length !== 2) return bad("a heap number and a count are expected");
    const [i, c] = v.value as [number, number];
    if (i > mem.heaps.length) return bad(`there is no heap ${i}`);
    if (c > mem.heaps[i - 1]!) return bad(`heap ${i} has only ${mem.heaps[i - 1]} objects`);
    return ok([i - 1, c]);
  },
  queryText: ([i, c]) => `${i + 1} ${c}`,
  reply(_h, mem, [i, c]) {
    const hs = mem.heaps.slice();
    hs[i]! -= c;
    if (hs.every((x) => x === 0))
      return { text: "You took the last object: you win.", mem: { heaps: hs }, end: "won" };
    let mine = winning(hs);
    if (mine === null) {
      let big = 0;
      for (let j = 1; j < hs.length; j++) if (hs[j]! > hs[big]!) big = j;
      mine = [big, 1];
    }
    hs[mine[0]]! -= mine[1];
    const said = `I take ${mine[1]} from heap ${mine[0] + 1}.`;
    if (hs.every((x) => x === 0))
      return { text: `${said} I took the last object: I win.`, mem: { heaps: hs }, end: "lost" };
    return { text: `${said} The heaps are: ${show(hs)}.`, mem: { heaps: hs } };
  },
  reference(_h, mem) {
    const w = winning(mem.heaps);
    if (w !== null) return { query: `${w[0] + 1} ${w[1]}` };
    const i = mem.heaps.findIndex((x) => x > 0);
    return { query: `${i + 1} 1` };
  },
  probes(h) {
    const total = h.heaps.reduce((a, b) => a + b, 0);
    const one = Array.from({ length: total }, () => ({ query: "1 1" }));
    const big = h.heaps.map((x, i) => ({ query: `${i + 1} ${x}` }));
    const last = h.heaps.map((_x, i) => ({
      query: `${h.heaps.length - i} ${h.heaps[h.heaps.length - 1 - i]}`,
    }));
    return [one, big, last];
  },
});

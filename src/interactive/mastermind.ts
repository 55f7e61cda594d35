/**
 * Mastermind: a hidden code of p pegs over c colours (repeats allowed); a query is a code and is told the
 * pegs right in colour and place (black) and the further colour matches out of place (white). Reference:
 * the consistent-guess strategy, always asking the first code (in lexicographic order) that agrees with
 * every reply so far, and answering once one code is left. Each guess is consistent, so it is either the
 * code or ruled out by its own reply: the reference always finishes. Budget: the reference's worst case
 * over all codes of the level, computed once per (c, p) by playing it against every code (memoised).
 */
import { bad, interactive, type LogEntry, ok, parseInts } from "./kit.js";

interface H {
  c: number;
  p: number;
  code: number[];
  budget: number;
}

const SIZES: ReadonlyArray<readonly [number, number]> = [
  [3, 2],
  [4, 3],
  [5, 3],
  [6, 4],
  [7, 4],
  [8, 4],
  [6, 5],
  [7, 5],
  [8, 5],
];

export function score(a: readonly number[], b: readonly number[], c: number): [number, number] {
  let black = 0;
  const ca = new Array<number>(c + 1).fill(0);
  const cb = new Array<number>(c + 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) black++;
    else {
      ca[a[i]!]!++;
      cb[b[i]!]!++;
    }
  }
  let white = 0;
  for (let k = 1; k <= c; k++) white += Math.min(ca[k]!, cb[k]!);
  return [black, white];
}

function allCodes(c: number, p: number): number[][] {
  const out: number[][] = [];
  const cur = new Array<number>(p).fill(1);
  for (;;) {
    out.push(cur.slice());
    let i = p - 1;
    while (i >= 0 && cur[i] === c) cur[i--] = 1;
    if (i < 0) return out;
    cur[i]!++;
  }
}

const fmt = (b: number, w: number) => `${b} black, ${w} white`;

function parseReply(r: string): [number, number] {
  const m = /^(\d+) black, (\d+) white$/.exec(r);
  return m ? [Number(m[1]), Number(m[2])] : [-1, -1];
}

function firstConsistent(
  codes: readonly number[][],
  c: number,
  log: ReadonlyArray<[number[], [number, number]]>,
): number[] | null {
  for (const code of codes) {
    if (
      log.every(([g, [b, w]]) => {
        const [b2, w2] = score(g, code, c);
        return b2 === b && w2 === w;
      })
    )
      return code;
  }
  return null;
}

const CODES = new Map<string, number[][]>();
const WORST = new Map<string, number>();

function codesOf(c: number, p: number): number[][] {
  const key = `${c},${p}`;
  let v = CODES.get(key);
  if (v === undefined) {
    v = allCodes(c, p);
    CODES.set(key, v);
  }
  return v;
}

/** The reference's most queries over every code of (c, p); played once per size. */
function worstCase(c: number, p: number): number {
  const key = `${c},${p}`;
  const known = WORST.get(key);
  if (known !== undefined) return known;
  const codes = codesOf(c, p);
  // The consistent-guess play is a tree: walk it, grouping the codes still possible by reply.
  let worst = 0;
  const walk = (possible: number[][], depth: number): void => {
    if (possible.length <= 1) {
      worst = Math.max(worst, depth);
      return;
    }
    // The codes still possible are the consistent ones, kept in lexicographic order: the first is the guess.
    const g = possible[0]!;
    const groups = new Map<string, number[][]>();
    for (const code of possible) {
      const [b, w] = score(g, code, c);
      const k = `${b},${w}`;
      const list = groups.get(k);
      if (list) list.push(code);
      else groups.set(k, [code]);
    }
    for (const [k, list] of groups) {
      const b = Number(k.split(",")[0]);
      if (b === p) worst = Math.max(worst, depth + 1);
      else walk(list, depth + 1);
    }
  };
  walk(codes, 0);
  WORST.set(key, worst);
  return worst;
}

function parseCode(text: string, c: number, p: number) {
  const v = parseInts(text, 1, c, p);
  if (!v.ok) return v;
  if (v.value.length !== p) return bad(`${p} colours are expected`);
  return ok(v.value);
}

export const mastermind = interactive<H, null, number[], number[]>({
  id: "mastermind",
  title: "Mastermind",
  category: "search",
  version: 1,
  maxLevel: SIZES.length - 1,
  levels:
    "(colours, pegs) = (3,2) (4,3) (5,3) (6,4) (7,4) (8,4) (6,5) (7,5) (8,5); budget the consistent-guess worst case",
  generate(level, rng) {
    const [c, p] = SIZES[level]!;
    return { c, p, code: Array.from({ length: p }, () => rng.int(1, c)), budget: worstCase(c, p) };
  },
  budget: (h) => h.budget,
  initial: () => null,
  rules: (h) =>
    `I have chosen a code of ${h.p} pegs, each a colour from 1 to ${h.c} (colours may repeat). A query is a code of ${h.p} colours separated by spaces; I reply "B black, W white": B pegs of your code have the right colour in the right place, and W more pegs have a colour of my code but in another place (each of my pegs is matched at most once). The final answer is my code.`,
  parseQuery: (text, h) => parseCode(text, h.c, h.p),
  queryText: (g) => g.join(" "),
  reply: (h, mem, g) => ({ text: fmt(...score(g, h.code, h.c)), mem }),
  parseAnswer: (text, h) => parseCode(text, h.c, h.p),
  judge: (h, _m, a) => a.every((x, i) => x === h.code[i]),
  reference(h, _m, log: readonly LogEntry[]) {
    const parsed: Array<[number[], [number, number]]> = log.map(({ q, r }) => [
      q
        .trim()
        .split(/[\s,]+/)
        .map(Number),
      parseReply(r),
    ]);
    const last = parsed[parsed.length - 1];
    if (last !== undefined && last[1][0] === h.p) return { answer: last[0].join(" ") };
    const codes = codesOf(h.c, h.p);
    const first = firstConsistent(codes, h.c, parsed) ?? codes[0]!;
    const rest =
      parsed.length === 0
        ? 2
        : codes.filter((x) =>
            parsed.every(([g, [b, w]]) => {
              const [b2, w2] = score(g, x, h.c);
              return b2 === b && w2 === w;
            }),
          ).length;
    return rest === 1 ? { answer: first.join(" ") } : { query: first.join(" ") };
  },
  secret: (h) => h.code.join(" "),
  probes(h) {
    const ones = Array.from({ length: h.p }, () => "1").join(" ");
    const scan = Array.from({ length: Math.min(h.c, h.budget) }, (_, k) => ({
      query: Array.from({ length: h.p }, () => String(k + 1)).join(" "),
    }));
    return [
      [{ answer: ones }],
      [...scan, { answer: ones }],
      [{ query: ones }, { answer: Array.from({ length: h.p }, (_, i) => String((i % h.c) + 1)).join(" ") }],
    ];
  },
});

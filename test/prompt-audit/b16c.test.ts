// The prompt-only audit of batch b16c (eleven optimisation environments): each solver reads only the
// statement text (env.prompt) and re-derives the optimum by its own exact method, written without reading
// the environments' code.
import assert from "node:assert/strict";
import { test } from "node:test";
import { auditFromPrompt, type PromptSolver } from "../support/prompt-audit.ts";

// ---------- shared readers ----------

/** The integers of a line of the statement that follows the line matching `head` exactly. */
function lineAfter(statement: string, head: RegExp): number[] {
  const lines = statement.split("\n");
  const i = lines.findIndex((l) => head.test(l));
  assert.ok(i >= 0 && i + 1 < lines.length, `no line after ${head}`);
  return lines[i + 1]!.trim().split(/\s+/).map(Number);
}

/** Whitespace-separated non-negative integers, or null for anything else ("" gives []). */
function readInts(answer: string): number[] | null {
  const t = answer.trim();
  if (t === "") return [];
  if (!/^\d+(\s+\d+)*$/.test(t)) return null;
  const out = t.split(/\s+/).map(Number);
  return out.every((x) => Number.isSafeInteger(x)) ? out : null;
}

function isPermutation(p: number[], n: number): boolean {
  return p.length === n && new Set(p).size === n && p.every((x) => x >= 0 && x < n);
}

/** Memoises the optimum of a statement (the judge is asked many times about one statement). */
function memo<T>(f: (statement: string) => T): (statement: string) => T {
  const cache = new Map<string, T>();
  return (s) => {
    if (!cache.has(s)) cache.set(s, f(s));
    return cache.get(s)!;
  };
}

function fieldLines(statement: string, re: RegExp): number[][] {
  return [...statement.matchAll(re)].map((m) => m.slice(1).map(Number));
}

// ---------- min-pair-sum-multiplication-permutation: every permutation ----------

function readMatrices(statement: string): { n: number; a: number[][]; b: number[][] } {
  const n = Number(/given two (\d+) x \d+ matrices/.exec(statement)![1]);
  const lines = statement.split("\n");
  const ia = lines.indexOf("A:");
  const ib = lines.indexOf("B:");
  const rows = (from: number) =>
    lines.slice(from + 1, from + 1 + n).map((l) => l.trim().split(/\s+/).map(Number));
  return { n, a: rows(ia), b: rows(ib) };
}

const pairSumBest = memo((statement) => {
  const { n, a, b } = readMatrices(statement);
  let best = Number.POSITIVE_INFINITY;
  let bestP: number[] = [];
  const p: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const go = (i: number, sa: number, sb: number) => {
    if (i === n) {
      if (sa * sb < best) {
        best = sa * sb;
        bestP = [...p];
      }
      return;
    }
    for (let j = 0; j < n; j++) {
      if (used[j]) continue;
      used[j] = true;
      p.push(j);
      go(i + 1, sa + a[i]![j]!, sb + b[i]![j]!);
      p.pop();
      used[j] = false;
    }
  };
  go(0, 0, 0);
  return { best, bestP };
});

const minPairSum: PromptSolver = {
  solve: (s) => pairSumBest(s).bestP.join(" "),
  judge(s, answer) {
    const { n, a, b } = readMatrices(s);
    const p = readInts(answer);
    if (p === null || !isPermutation(p, n)) return false;
    let sa = 0;
    let sb = 0;
    for (let i = 0; i < n; i++) {
      sa += a[i]![p[i]!]!;
      sb += b[i]![p[i]!]!;
    }
    return sa * sb === pairSumBest(s).best;
  },
};

// ---------- min-sum-pre-xor: each blank fixes the next prefix XOR freely; enumerate it ----------

const XOR_MAX = 1_000_000_000;

function readBlanks(statement: string): number[] {
  return lineAfter(statement, /an entry -1 is blank:$/);
}

function prefixXorSum(arr: number[]): number {
  let x = 0;
  let sum = 0;
  for (const v of arr) {
    x ^= v;
    sum += x;
  }
  return sum;
}

/**
 * A blank at i lets the prefix XOR P[i] take any value x (A[i] = P[i-1] XOR x); the following prefixes up to
 * the next blank are x XOR (fixed XORs). For each such segment every x below 2^B (B bits cover all fixed
 * values; a higher bit only adds to every term) is tried.
 */
const preXorBest = memo((statement) => {
  const a = readBlanks(statement);
  const n = a.length;
  const maxV = Math.max(1, ...a);
  const limit = 2 ** (Math.floor(Math.log2(maxV)) + 1);
  const out = [...a];
  let prev = 0;
  let i = 0;
  while (i < n) {
    if (a[i] !== -1) {
      prev ^= a[i]!;
      i++;
      continue;
    }
    // segment i..j-1: offsets c (XOR of fixed entries after i)
    const offs = [0];
    let j = i + 1;
    let c = 0;
    while (j < n && a[j] !== -1) {
      c ^= a[j]!;
      offs.push(c);
      j++;
    }
    let bestX = 0;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let x = 0; x < limit; x++) {
      let cost = 0;
      for (const o of offs) cost += x ^ o;
      if (cost < bestCost) {
        bestCost = cost;
        bestX = x;
      }
    }
    out[i] = prev ^ bestX;
    prev = bestX ^ c;
    i = j;
  }
  return { arr: out, best: prefixXorSum(out) };
});

const minSumPreXor: PromptSolver = {
  solve: (s) => preXorBest(s).arr.join(" "),
  judge(s, answer) {
    const a = readBlanks(s);
    const v = readInts(answer);
    if (v === null || v.length !== a.length) return false;
    if (v.some((x, i) => x > XOR_MAX || (a[i] !== -1 && x !== a[i]))) return false;
    return prefixXorSum(v) === preXorBest(s).best;
  },
};

// ---------- min-swap-two-permutations: every subset of columns ----------

function readRows(statement: string): { a: number[]; b: number[] } {
  const a = /^A: (.*)$/m.exec(statement)![1]!.trim().split(/\s+/).map(Number);
  const b = /^B: (.*)$/m.exec(statement)![1]!.trim().split(/\s+/).map(Number);
  return { a, b };
}

function swapsValid(a: number[], b: number[], cols: Set<number>): boolean {
  const ra = a.map((x, i) => (cols.has(i) ? b[i]! : x));
  const rb = b.map((x, i) => (cols.has(i) ? a[i]! : x));
  return new Set(ra).size === ra.length && new Set(rb).size === rb.length;
}

const twoPermBest = memo((statement) => {
  const { a, b } = readRows(statement);
  const n = a.length;
  let best: number[] | null = null;
  for (let mask = 0; mask < 1 << n; mask++) {
    const cols = Array.from({ length: n }, (_, i) => i).filter((i) => (mask >> i) & 1);
    if (best !== null && cols.length >= best.length) continue;
    if (swapsValid(a, b, new Set(cols))) best = cols;
  }
  assert.ok(best !== null, "no valid set of swaps");
  return best;
});

const minSwapTwoPerms: PromptSolver = {
  solve: (s) => twoPermBest(s).join(" "),
  judge(s, answer) {
    const { a, b } = readRows(s);
    const cols = readInts(answer);
    if (cols === null || new Set(cols).size !== cols.length || cols.some((c) => c >= a.length)) return false;
    return swapsValid(a, b, new Set(cols)) && cols.length === twoPermBest(s).length;
  },
};

// ---------- myj: interval DP over the cheapest shop (prices may be taken among the budgets) ----------

const MYJ_MAX = 1_000_000_000;

function readShops(statement: string): { n: number; cust: number[][] } {
  const n = Number(/A street has (\d+) shops/.exec(statement)![1]);
  const cust = fieldLines(statement, /^customer \d+: a=(\d+), b=(\d+), c=(\d+)$/gm);
  return { n, cust };
}

function revenue(cust: number[][], price: number[]): number {
  let total = 0;
  for (const [a, b, c] of cust) {
    let lo = Number.POSITIVE_INFINITY;
    for (let i = a!; i <= b!; i++) lo = Math.min(lo, price[i]!);
    if (lo <= c!) total += lo;
  }
  return total;
}

/**
 * g(l, r, k): the best revenue from customers inside [l, r] when every price in [l, r] is at least vals[k].
 * Either every price exceeds vals[k] (k + 1), or some shop p has the minimum price vals[k]: customers
 * covering p with budget >= vals[k] pay it, the others lie in [l, p-1] or [p+1, r]. Raising a price to the
 * next budget never loses money, so prices among the budgets (or above all of them) suffice.
 */
const myjBest = memo((statement) => {
  const { n, cust } = readShops(statement);
  const vals = [...new Set(cust.map((c) => c[2]!))].sort((x, y) => x - y);
  const K = vals.length;
  const memoG = new Map<number, number>();
  const key = (l: number, r: number, k: number) => (l * 64 + r) * 64 + k;
  const g = (l: number, r: number, k: number): number => {
    if (l > r || k >= K) return 0;
    const kk = key(l, r, k);
    const hit = memoG.get(kk);
    if (hit !== undefined) return hit;
    let best = g(l, r, k + 1);
    for (let p = l; p <= r; p++) {
      let cnt = 0;
      for (const [a, b, c] of cust) if (a! >= l && b! <= r && a! <= p && p <= b! && c! >= vals[k]!) cnt++;
      const v = g(l, p - 1, k) + g(p + 1, r, k) + cnt * vals[k]!;
      if (v > best) best = v;
    }
    memoG.set(kk, best);
    return best;
  };
  const price = new Array<number>(n).fill(Math.min(MYJ_MAX, (vals[K - 1] ?? 0) + 1));
  const build = (l: number, r: number, k: number) => {
    if (l > r || k >= K) return;
    const target = g(l, r, k);
    if (target === g(l, r, k + 1)) return build(l, r, k + 1);
    for (let p = l; p <= r; p++) {
      let cnt = 0;
      for (const [a, b, c] of cust) if (a! >= l && b! <= r && a! <= p && p <= b! && c! >= vals[k]!) cnt++;
      if (g(l, p - 1, k) + g(p + 1, r, k) + cnt * vals[k]! === target) {
        price[p] = vals[k]!;
        build(l, p - 1, k);
        build(p + 1, r, k);
        return;
      }
    }
    throw new Error("myj rebuild failed");
  };
  build(0, n - 1, 0);
  const best = g(0, n - 1, 0);
  assert.equal(revenue(cust, price), best);
  return { price, best };
});

const myj: PromptSolver = {
  solve: (s) => myjBest(s).price.join(" "),
  judge(s, answer) {
    const { n, cust } = readShops(s);
    const p = readInts(answer);
    if (p === null || p.length !== n || p.some((x) => x < 1 || x > MYJ_MAX)) return false;
    return revenue(cust, p) === myjBest(s).best;
  },
};

// ---------- salesman-fatigue: every subset ----------

const salesmanBest = memo((statement) => {
  const h = fieldLines(statement, /^house \d+: S=(\d+), A=(\d+)$/gm);
  const n = h.length;
  const best = new Array<number>(n + 1).fill(Number.NEGATIVE_INFINITY);
  for (let mask = 1; mask < 1 << n; mask++) {
    let k = 0;
    let maxS = 0;
    let sumA = 0;
    for (let i = 0; i < n; i++) {
      if (!((mask >> i) & 1)) continue;
      k++;
      maxS = Math.max(maxS, h[i]![0]!);
      sumA += h[i]![1]!;
    }
    best[k] = Math.max(best[k]!, 2 * maxS + sumA);
  }
  return best.slice(1);
});

const salesman: PromptSolver = {
  solve: (s) => salesmanBest(s).join(" "),
  judge(s, answer) {
    const v = readInts(answer);
    const best = salesmanBest(s);
    return v !== null && v.length === best.length && v.every((x, i) => x === best[i]);
  },
};

// ---------- ska-rock-garden: every mask ----------

function readStones(statement: string): number[][] {
  return fieldLines(statement, /^stone \d+: X=(\d+), Y=(\d+), C=(\d+)$/gm);
}

function gardenValue(st: number[][], moved: number[]): [number, number] {
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  let cost = 0;
  st.forEach(([x, y, c], i) => {
    const [px, py] = moved[i] ? [y!, x!] : [x!, y!];
    x0 = Math.min(x0, px);
    x1 = Math.max(x1, px);
    y0 = Math.min(y0, py);
    y1 = Math.max(y1, py);
    if (moved[i]) cost += c!;
  });
  return [2 * (x1 - x0 + y1 - y0), cost];
}

const gardenBest = memo((statement) => {
  const st = readStones(statement);
  const n = st.length;
  let best: [number, number] = [Number.POSITIVE_INFINITY, 0];
  let bestM: number[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const m = Array.from({ length: n }, (_, i) => (mask >> i) & 1);
    const v = gardenValue(st, m);
    if (v[0] < best[0] || (v[0] === best[0] && v[1] < best[1])) {
      best = v;
      bestM = m;
    }
  }
  return { best, bestM };
});

const skaRockGarden: PromptSolver = {
  solve: (s) => gardenBest(s).bestM.join(" "),
  judge(s, answer) {
    const st = readStones(s);
    const m = readInts(answer);
    if (m === null || m.length !== st.length || m.some((x) => x > 1)) return false;
    const v = gardenValue(st, m);
    const { best } = gardenBest(s);
    return v[0] === best[0] && v[1] === best[1];
  },
};

// ---------- slo-elephants: Dijkstra over arrangements (small N), cycle formula (checked against it) ----------

function readElephants(statement: string): { mass: number[]; from: number[]; to: number[] } {
  const mass = fieldLines(statement, /^elephant \d+: (\d+)$/gm).map((r) => r[0]!);
  const from = lineAfter(statement, /the line is now:$/);
  const to = lineAfter(statement, /and it must become:$/);
  return { mass, from, to };
}

/** The textbook optimum: per cycle, rotate it with its lightest member, or borrow the lightest overall. */
function cycleFormula(
  mass: number[],
  from: number[],
  to: number[],
): { cost: number; swaps: [number, number][] } {
  const n = from.length;
  const posIn = new Map<number, number>();
  for (const [p, e] of to.entries()) posIn.set(e, p);
  const cur = [...from];
  const where = new Map<number, number>();
  for (const [p, e] of cur.entries()) where.set(e, p);
  const swaps: [number, number][] = [];
  let cost = 0;
  const doSwap = (p: number, q: number) => {
    const [x, y] = [cur[p]!, cur[q]!];
    cur[p] = y;
    cur[q] = x;
    where.set(y, p);
    where.set(x, q);
    swaps.push([p, q]);
    cost += mass[x]! + mass[y]!;
  };
  const globalMin = from.reduce((m, e) => (mass[e]! < mass[m]! ? e : m), from[0]!);
  const seen = new Array<boolean>(n).fill(false);
  // the lightest elephant's own cycle first, so that it stands at home when another cycle borrows it
  for (const s of [from.indexOf(globalMin), ...from.keys()]) {
    if (seen[s]) continue;
    const cyc: number[] = []; // positions
    for (let p = s; !seen[p]; p = posIn.get(cur[p]!)!) {
      seen[p] = true;
      cyc.push(p);
    }
    if (cyc.length < 2) continue;
    const elems = cyc.map((p) => cur[p]!);
    const sum = elems.reduce((t, e) => t + mass[e]!, 0);
    const m = elems.reduce((a, e) => (mass[e]! < mass[a]! ? e : a), elems[0]!);
    const len = cyc.length;
    const own = sum + (len - 2) * mass[m]!;
    const borrow = sum + mass[m]! + (len + 1) * mass[globalMin]!;
    const mover = own <= borrow ? m : globalMin;
    if (own > borrow) doSwap(where.get(globalMin)!, where.get(m)!);
    // the mover walks the cycle: it swaps with the element that belongs where the mover stands
    for (;;) {
      const p = where.get(mover)!;
      const want = to[p]!;
      if (want === mover) break;
      doSwap(p, where.get(want)!);
    }
  }
  return { cost, swaps };
}

function dijkstraCost(mass: number[], from: number[], to: number[]): number {
  const n = from.length;
  const goal = to.join(",");
  const dist = new Map<string, number>([[from.join(","), 0]]);
  const done = new Set<string>();
  // a small-state Dijkstra with a linear scan frontier (N <= 7 here: at most 5040 arrangements)
  const frontier = new Map<string, number>([[from.join(","), 0]]);
  while (frontier.size > 0) {
    let bk = "";
    let bd = Number.POSITIVE_INFINITY;
    for (const [k, d] of frontier) if (d < bd) [bk, bd] = [k, d];
    frontier.delete(bk);
    if (bk === goal) return bd;
    done.add(bk);
    const arr = bk.split(",").map(Number);
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const nx = [...arr];
        nx[p] = arr[q]!;
        nx[q] = arr[p]!;
        const nk = nx.join(",");
        if (done.has(nk)) continue;
        const nd = bd + mass[arr[p]!]! + mass[arr[q]!]!;
        if (nd < (dist.get(nk) ?? Number.POSITIVE_INFINITY)) {
          dist.set(nk, nd);
          frontier.set(nk, nd);
        }
      }
    }
  }
  throw new Error("unreachable target");
}

const elephantsBest = memo((statement) => {
  const { mass, from, to } = readElephants(statement);
  const f = cycleFormula(mass, from, to);
  assert.equal(applySwaps(mass, from, to, f.swaps), f.cost, "the cycle plan does not reach the target");
  if (from.length <= 7) assert.equal(dijkstraCost(mass, from, to), f.cost, "cycle formula vs Dijkstra");
  return f;
});

/** The cost of a swap list if it reaches the target with valid swaps, else null. */
function applySwaps(mass: number[], from: number[], to: number[], swaps: [number, number][]): number | null {
  const cur = [...from];
  let cost = 0;
  for (const [p, q] of swaps) {
    if (p === q || p >= cur.length || q >= cur.length) return null;
    cost += mass[cur[p]!]! + mass[cur[q]!]!;
    [cur[p], cur[q]] = [cur[q]!, cur[p]!];
  }
  return cur.every((e, i) => e === to[i]) ? cost : null;
}

const sloElephants: PromptSolver = {
  solve: (s) =>
    elephantsBest(s)
      .swaps.map(([p, q]) => `${p} ${q}`)
      .join("\n"),
  judge(s, answer) {
    const { mass, from, to } = readElephants(s);
    const t = answer.trim();
    const swaps: [number, number][] = [];
    if (t !== "") {
      for (const line of t.split("\n")) {
        const m = /^\s*(\d+)\s+(\d+)\s*$/.exec(line);
        if (!m) return false;
        swaps.push([Number(m[1]), Number(m[2])]);
      }
    }
    const c = applySwaps(mass, from, to, swaps);
    return c !== null && c === elephantsBest(s).cost;
  },
};

// ---------- stunt-flying: exact DP over the status of every kind (unused / open / closed) ----------

function readStunts(statement: string): { n: number; vals: number[] } {
  const n = Number(/A pilot flies (\d+) stunts/.exec(statement)![1]);
  const vals = fieldLines(statement, /^kind \d+: (\d+)$/gm).map((r) => r[0]!);
  return { n, vals };
}

function stuntScore(vals: number[], kinds: number[]): number {
  const last = new Map<number, number>();
  let total = 0;
  kinds.forEach((k, i) => {
    const p = last.get(k);
    if (p !== undefined) total += vals[k - 1]! * (i - p);
    last.set(k, i);
  });
  return total;
}

/**
 * Every assignment of kinds to slots is one path: each occurrence of a kind is its only one, its first, a
 * middle one or its last. Total = sum over kinds of value x (last - first). State: per kind 0 unused,
 * 1 open (first seen, last to come), 2 closed.
 */
const stuntBest = memo((statement) => {
  const { n, vals } = readStunts(statement);
  const K = vals.length;
  const pow = Array.from({ length: K + 1 }, (_, i) => 3 ** i);
  const S = pow[K]!;
  const NEG = Number.NEGATIVE_INFINITY;
  // best[i][state]: the best score of slots i.. given the state (suffix DP), with a choice to rebuild
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(S).fill(NEG));
  const digit = (st: number, k: number) => Math.floor(st / pow[k]!) % 3;
  for (let st = 0; st < S; st++) {
    let open = false;
    for (let k = 0; k < K; k++) if (digit(st, k) === 1) open = true;
    best[n]![st] = open ? NEG : 0;
  }
  const moves = (i: number, st: number): [number, number, number][] => {
    // [kind index, next state, gain]
    const out: [number, number, number][] = [];
    for (let k = 0; k < K; k++) {
      const d = digit(st, k);
      const v = vals[k]!;
      if (d === 0) {
        out.push([k, st + 2 * pow[k]!, 0]); // only occurrence
        out.push([k, st + pow[k]!, -v * i]); // first of several
      } else if (d === 1) {
        out.push([k, st, 0]); // a middle one
        out.push([k, st + pow[k]!, v * i]); // the last
      }
    }
    return out;
  };
  for (let i = n - 1; i >= 0; i--) {
    for (let st = 0; st < S; st++) {
      let b = NEG;
      for (const [, nx, gain] of moves(i, st)) b = Math.max(b, gain + best[i + 1]![nx]!);
      best[i]![st] = b;
    }
  }
  const kinds: number[] = [];
  let st = 0;
  for (let i = 0; i < n; i++) {
    const m = moves(i, st).find(([, nx, gain]) => gain + best[i + 1]![nx]! === best[i]![st]!)!;
    kinds.push(m[0] + 1);
    st = m[1];
  }
  const value = best[0]![0]!;
  assert.equal(stuntScore(vals, kinds), value);
  return { kinds, value };
});

const stuntFlying: PromptSolver = {
  solve: (s) => stuntBest(s).kinds.join(" "),
  judge(s, answer) {
    const { n, vals } = readStunts(s);
    const k = readInts(answer);
    if (k === null || k.length !== n || k.some((x) => x < 1 || x > vals.length)) return false;
    return stuntScore(vals, k) === stuntBest(s).value;
  },
};

// ---------- tetris-attack: breadth-first search where it fits, the stack sweep (checked against it) beyond ----------

function collapse(row: number[]): number[] {
  const st: number[] = [];
  for (const x of row) {
    if (st.length > 0 && st[st.length - 1] === x) st.pop();
    else st.push(x);
  }
  return st;
}

function tetrisMove(row: number[], i: number): number[] | null {
  if (!Number.isInteger(i) || i < 0 || i + 1 >= row.length) return null;
  const nx = [...row];
  [nx[i], nx[i + 1]] = [nx[i + 1]!, nx[i]!];
  return collapse(nx);
}

/** The fewest moves by breadth-first search over rows (exhaustive: only for short rows). */
function tetrisBfs(start: number[]): number {
  const seen = new Set<string>([start.join(",")]);
  let layer: number[][] = [start];
  for (let depth = 1; ; depth++) {
    assert.ok(layer.length > 0, "tetris: empty row unreachable");
    const next: number[][] = [];
    for (const row of layer) {
      for (let i = 0; i + 1 < row.length; i++) {
        const nx = tetrisMove(row, i)!;
        if (nx.length === 0) return depth;
        const nk = nx.join(",");
        if (seen.has(nk)) continue;
        seen.add(nk);
        next.push(nx);
      }
    }
    layer = next;
  }
}

/**
 * The stack sweep (POI 2011 "Tetris Attack"): read the row from the left; the read prefix never holds a
 * pair. When the next element's partner is in the prefix, walk the partner right past the elements above
 * it (each swap one move, none of them makes a pair inside the prefix) until it meets the element; the
 * pair vanishes (maybe more at the junction). Checked against the search on short rows and against the crossing lower bound on all.
 */
function tetrisSweep(start: number[]): number[] {
  let row = [...start];
  let s = 0;
  const moves: number[] = [];
  while (s < row.length) {
    const j = row.slice(0, s).indexOf(row[s]!);
    if (j < 0) {
      s++;
      continue;
    }
    if (j === s - 1) throw new Error("tetris: a pair stood adjacent");
    const before = row.length;
    for (let p = j; p <= s - 2; p++) {
      moves.push(p);
      row = tetrisMove(row, p)!;
    }
    // the last move made the partner meet the element: they (and any pair at the new junction) are gone,
    // one element of each pair from the read prefix
    s -= (before - row.length) / 2;
  }
  return moves;
}

function crossingPairs(row: number[]): number {
  const at = new Map<number, number[]>();
  row.forEach((v, i) => {
    at.set(v, [...(at.get(v) ?? []), i]);
  });
  const spans = [...at.values()];
  let count = 0;
  for (const [a0, a1] of spans) {
    for (const [b0, b1] of spans) if (a0! < b0! && b0! < a1! && a1! < b1!) count++;
  }
  return count;
}

const tetrisBest = memo((statement) => {
  const start = lineAfter(statement, /no two equal numbers are neighbours yet:$/);
  const moves = tetrisSweep(start);
  let row = start;
  for (const m of moves) row = tetrisMove(row, m)!;
  assert.equal(row.length, 0, "the sweep does not empty the row");
  if (start.length <= 12) assert.equal(tetrisBfs(start), moves.length, "sweep vs breadth-first search");
  // A lower bound for every row (added in the diagnosis phase): a move reorders one pair of neighbours, so it
  // uncrosses at most one pair of interleaved values (a .. b .. a .. b), and a vanishing pair crosses none.
  assert.equal(moves.length, crossingPairs(start), "sweep vs the crossing lower bound");
  return moves;
});

const tetrisAttack: PromptSolver = {
  solve: (s) => tetrisBest(s).join(" "),
  judge(s, answer) {
    let row = lineAfter(s, /no two equal numbers are neighbours yet:$/);
    const mv = readInts(answer);
    if (mv === null) return false;
    for (const i of mv) {
      const nx = tetrisMove(row, i);
      if (nx === null) return false;
      row = nx;
    }
    return row.length === 0 && mv.length === tetrisBest(s).length;
  },
};

// ---------- value-diminishing-selection: DP over subsets, the last pick of each ----------

function readItems(statement: string): number[][] {
  return fieldLines(statement, /^item \d+: V=(\d+), R=(\d+)$/gm);
}

const vdsBest = memo((statement) => {
  const it = readItems(statement);
  const n = it.length;
  const best = new Array<number>(1 << n).fill(Number.NEGATIVE_INFINITY);
  const lastOf = new Array<number>(1 << n).fill(-1);
  const rSum = new Array<number>(1 << n).fill(0);
  best[0] = 0;
  for (let m = 1; m < 1 << n; m++) {
    const low = 31 - Math.clz32(m & -m);
    rSum[m] = rSum[m & (m - 1)]! + it[low]![1]!;
    for (let j = 0; j < n; j++) {
      if (!((m >> j) & 1)) continue;
      const rest = m ^ (1 << j);
      const v = best[rest]! + it[j]![0]! - rSum[rest]!;
      if (v > best[m]!) {
        best[m] = v;
        lastOf[m] = j;
      }
    }
  }
  let bm = 0;
  for (let m = 0; m < 1 << n; m++) if (best[m]! > best[bm]!) bm = m;
  const order: number[] = [];
  for (let m = bm; m !== 0; m ^= 1 << lastOf[m]!) order.push(lastOf[m]!);
  return { order: order.reverse(), value: best[bm]! };
});

const vds: PromptSolver = {
  solve: (s) => vdsBest(s).order.join(" "),
  judge(s, answer) {
    const it = readItems(s);
    const p = readInts(answer);
    if (p === null || new Set(p).size !== p.length || p.some((x) => x >= it.length)) return false;
    let before = 0;
    let total = 0;
    for (const x of p) {
      total += it[x]![0]! - before;
      before += it[x]![1]!;
    }
    return total === vdsBest(s).value;
  },
};

// ---------- weighted-binary-tree: every tree (Catalan many) ----------

function readNodes(statement: string): bigint[] {
  return [...statement.matchAll(/^node \d+: (\d+)$/gm)].map((m) => BigInt(m[1]!));
}

/** Every tree on l..r: [score, preorder]. */
function allTrees(d: bigint[], l: number, r: number): [bigint, number[]][] {
  if (l > r) return [[1n, []]];
  if (l === r) return [[d[l]!, [l]]];
  const out: [bigint, number[]][] = [];
  for (let root = l; root <= r; root++) {
    for (const [ls, lp] of allTrees(d, l, root - 1)) {
      for (const [rs, rp] of allTrees(d, root + 1, r)) out.push([ls * rs + d[root]!, [root, ...lp, ...rp]]);
    }
  }
  return out;
}

const wbtBest = memo((statement) => {
  const d = readNodes(statement);
  let best: [bigint, number[]] = [-1n, []];
  for (const t of allTrees(d, 0, d.length - 1)) if (t[0] > best[0]) best = t;
  return best;
});

/** The score of the tree with this preorder over l..r (keys in order), or null if it is no such preorder. */
function preorderScore(d: bigint[], pre: number[], l: number, r: number): bigint | null {
  if (pre.length !== r - l + 1) return null;
  if (pre.length === 0) return 1n;
  const root = pre[0]!;
  if (root < l || root > r) return null;
  if (pre.length === 1) return d[root]!;
  const left = pre.slice(1, 1 + (root - l));
  const right = pre.slice(1 + (root - l));
  if (left.some((x) => x >= root) || right.some((x) => x <= root)) return null;
  const ls = preorderScore(d, left, l, root - 1);
  const rs = preorderScore(d, right, root + 1, r);
  return ls === null || rs === null ? null : ls * rs + d[root]!;
}

const weightedBinaryTree: PromptSolver = {
  solve: (s) => wbtBest(s)[1].join(" "),
  judge(s, answer) {
    const d = readNodes(s);
    const p = readInts(answer);
    if (p === null || !isPermutation(p, d.length)) return false;
    return preorderScore(d, p, 0, d.length - 1) === wbtBest(s)[0];
  },
};

// ---------- the audits ----------

const solvers: [string, PromptSolver][] = [
  ["min-pair-sum-multiplication-permutation", minPairSum],
  ["min-sum-pre-xor", minSumPreXor],
  ["min-swap-two-permutations", minSwapTwoPerms],
  ["myj", myj],
  ["salesman-fatigue", salesman],
  ["ska-rock-garden", skaRockGarden],
  ["slo-elephants", sloElephants],
  ["stunt-flying", stuntFlying],
  ["tetris-attack", tetrisAttack],
  ["value-diminishing-selection", vds],
  ["weighted-binary-tree", weightedBinaryTree],
];

for (const [id, solver] of solvers) {
  test(`${id} agrees with a solver that reads only its statement`, () => {
    auditFromPrompt(id, solver);
  });
}

// The prompt-only audit of batch b16d (geometry, other, wil, wyr-leveling-ground): every solver below reads only
// the statement text (env.prompt) and re-derives the answer by enumeration or by an exact method written here
// (integer / BigInt arithmetic for the geometry), then judges answers by feasibility and optimal value.
import assert from "node:assert/strict";
import { test } from "node:test";
import { auditFromPrompt, type PromptSolver } from "../support/prompt-audit.ts";

// ---------------------------------------------------------------- shared readers

/** Integers separated by spaces (commas tolerated, as the notation policy reads lists). */
function readList(answer: string, signed = false): number[] | null {
  const t = answer.trim();
  if (t === "") return [];
  const tokens = t.split(/\s*,\s*|\s+/);
  const re = signed ? /^[+-]?\d+$/ : /^\+?\d+$/;
  if (!tokens.every((x) => re.test(x))) return null;
  const out = tokens.map(Number);
  return out.every((v) => Number.isSafeInteger(v)) ? out : null;
}

/** One non-negative integer (a leading + or a zero fraction tolerated, as the notation policy says). */
function readInt(answer: string): number | null {
  const m = /^\s*\+?(\d+)(?:\.0+)?\s*$/.exec(answer);
  if (!m) return null;
  const v = Number(m[1]);
  return Number.isSafeInteger(v) ? v : null;
}

function num(statement: string, re: RegExp): number {
  const m = re.exec(statement);
  assert.ok(m, `statement does not match ${re}`);
  return Number(m[1]);
}

/** "−" (U+2212) in statements read as "-". */
function ascii(s: string): string {
  return s.replace(/\u2212/g, "-");
}

/** A memo per statement: every optimum is computed once per statement. */
function memo<T>(f: (statement: string) => T): (statement: string) => T {
  const cache = new Map<string, T>();
  return (s) => {
    let v = cache.get(s);
    if (v === undefined) {
      v = f(s);
      cache.set(s, v);
    }
    return v;
  };
}

/** A solver whose answer is a single integer computed from the statement. */
function countSolver(value: (statement: string) => number): PromptSolver {
  const v = memo(value);
  return {
    solve: (s) => String(v(s)),
    judge: (s, a) => readInt(a) === v(s),
  };
}

type P = [number, number];

function points(statement: string, re: RegExp): P[] {
  return [...ascii(statement).matchAll(re)].map((m) => [Number(m[1]), Number(m[2])] as P);
}

const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

// ---------------------------------------------------------------- largest-convex-polygon

/** Number of vertices of the convex hull (Andrew's monotone chain; no three points collinear). */
function hullSize(ps: P[]): number {
  if (ps.length < 3) return ps.length;
  const s = [...ps].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const chain = (list: P[]) => {
    const h: P[] = [];
    for (const p of list) {
      while (h.length >= 2 && cross(h[h.length - 2]!, h[h.length - 1]!, p) <= 0) h.pop();
      h.push(p);
    }
    return h.length - 1;
  };
  return chain(s) + chain([...s].reverse());
}

const convexPoints = (s: string) => points(s, /^point \d+: \((-?\d+), (-?\d+)\)$/gm);

const convexBest = memo((s: string): number[] => {
  const ps = convexPoints(s);
  let best: number[] = [];
  for (let mask = 0; mask < 1 << ps.length; mask++) {
    const idx = ps.map((_, i) => i).filter((i) => (mask >> i) & 1);
    if (idx.length < 3 || idx.length <= best.length) continue;
    if (hullSize(idx.map((i) => ps[i]!)) === idx.length) best = idx;
  }
  return best;
});

const largestConvexPolygon: PromptSolver = {
  solve: (s) => convexBest(s).join(" "),
  judge(s, a) {
    const ps = convexPoints(s);
    const idx = readList(a);
    if (!idx || idx.length < 3 || new Set(idx).size !== idx.length) return false;
    if (idx.some((i) => i >= ps.length)) return false;
    return hullSize(idx.map((i) => ps[i]!)) === idx.length && idx.length === convexBest(s).length;
  },
};

// ---------------------------------------------------------------- las-laser

/** Whether the ray from the origin through d (d != 0) meets the closed segment ab (exact integers). */
function rayHits(d: P, a: P, b: P): boolean {
  const O: P = [0, 0];
  const ca = cross(O, d, a);
  const cb = cross(O, d, b);
  const da = d[0] * a[0] + d[1] * a[1];
  const db = d[0] * b[0] + d[1] * b[1];
  if ((ca > 0 && cb > 0) || (ca < 0 && cb < 0)) return false;
  if (ca === 0 && cb === 0) return da >= 0 || db >= 0;
  // intersection point P = a + s (b - a), s = ca / (ca - cb); dot(d, P) (ca - cb) = ca db - cb da
  const v = ca * db - cb * da;
  return ca - cb > 0 ? v >= 0 : v <= 0;
}

const laserBest = memo((s: string): number => {
  const segs = [
    ...ascii(s).matchAll(/^segment \d+: from \((-?\d+), (-?\d+)\) to \((-?\d+), (-?\d+)\)$/gm),
  ].map(
    (m) =>
      [
        [Number(m[1]), Number(m[2])],
        [Number(m[3]), Number(m[4])],
      ] as [P, P],
  );
  assert.equal(segs.length, num(s, /There are (\d+) line segments/));
  // the best direction can be taken through an endpoint (every segment's set of directions is a closed arc)
  const dirs: P[] = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ];
  for (const [a, b] of segs) dirs.push(a, b);
  let best = 0;
  for (const d of dirs) {
    if (d[0] === 0 && d[1] === 0) continue;
    best = Math.max(best, segs.filter(([a, b]) => rayHits(d, a, b)).length);
  }
  return best;
});

// ---------------------------------------------------------------- smallest-circle

type Q = [bigint, bigint]; // a rational n/d with d > 0

function readDecimal(t: string): Q | null {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) return null;
  const frac = m[3] ?? "";
  const n = BigInt(`${m[2] || "0"}${frac}`) * (m[1] === "-" ? -1n : 1n);
  return [n, 10n ** BigInt(frac.length)];
}

/** The smallest enclosing circle: centre (ux/D, uy/D) and squared radius as an exact rational. */
const circleBest = memo((s: string) => {
  const ps = points(s, /^\((-?\d+), (-?\d+)\)$/gm).map(
    ([x, y]) => [BigInt(x), BigInt(y)] as [bigint, bigint],
  );
  assert.ok(ps.length >= 1);
  let best: { ux: bigint; uy: bigint; D: bigint; r2: Q } | null = null;
  const consider = (ux: bigint, uy: bigint, D: bigint, rx: bigint, ry: bigint) => {
    if (D < 0n) return consider(-ux, -uy, -D, rx, ry);
    // squared radius times D^2, measured to the defining point (rx, ry)
    const R2 = (rx * D - ux) ** 2n + (ry * D - uy) ** 2n;
    for (const [x, y] of ps) if ((x * D - ux) ** 2n + (y * D - uy) ** 2n > R2) return;
    const r2: Q = [R2, D * D];
    if (best === null || r2[0] * best.r2[1] < best.r2[0] * r2[1]) best = { ux, uy, D, r2 };
  };
  for (let i = 0; i < ps.length; i++) {
    const [ax, ay] = ps[i]!;
    consider(2n * ax, 2n * ay, 2n, ax, ay);
    for (let j = i + 1; j < ps.length; j++) {
      const [bx, by] = ps[j]!;
      consider(ax + bx, ay + by, 2n, ax, ay);
      for (let k = j + 1; k < ps.length; k++) {
        const [cx, cy] = ps[k]!;
        const D = 2n * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by));
        if (D === 0n) continue;
        const a2 = ax * ax + ay * ay;
        const b2 = bx * bx + by * by;
        const c2 = cx * cx + cy * cy;
        const ux = a2 * (by - cy) + b2 * (cy - ay) + c2 * (ay - by);
        const uy = a2 * (cx - bx) + b2 * (ax - cx) + c2 * (bx - ax);
        consider(ux, uy, D, ax, ay);
      }
    }
  }
  assert.ok(best !== null);
  return { ps, best: best as { ux: bigint; uy: bigint; D: bigint; r2: Q } };
});

/** A decimal stated in the statement, read exactly. */
function statedDecimal(s: string, re: RegExp): Q {
  const m = re.exec(s);
  assert.ok(m, `statement does not match ${re}`);
  return readDecimal(m[1]!) as Q;
}

const smallestCircle: PromptSolver = {
  solve(s) {
    const { best } = circleBest(s);
    const f = (q: Q) => Number(q[0]) / Number(q[1]);
    const r = Math.floor(Math.sqrt(f(best.r2)) * 1e7) / 1e7;
    return `${f([best.ux, best.D]).toFixed(7)} ${f([best.uy, best.D]).toFixed(7)} ${r.toFixed(7)}`;
  },
  judge(s, a) {
    const toks = a.trim().split(/\s+/);
    if (toks.length !== 3) return false;
    const q = toks.map(readDecimal);
    if (q.some((x) => x === null)) return false;
    const [cx, cy, r] = q as Q[];
    const { ps, best } = circleBest(s);
    const tolerance = statedDecimal(s, /at most your radius \+ (\d+\.\d+);/);
    // r + tol as a rational; a negative bound contains nothing
    const bound: Q = [r[0] * tolerance[1] + tolerance[0] * r[1], r[1] * tolerance[1]];
    if (bound[0] < 0n) return false;
    // every point: (x - cx)^2 + (y - cy)^2 <= bound^2, with a common denominator
    const L = cx[1] * cy[1];
    for (const [x, y] of ps) {
      const dx = (x * cx[1] - cx[0]) * cy[1]; // over L
      const dy = (y * cy[1] - cy[0]) * cx[1]; // over L
      if ((dx * dx + dy * dy) * bound[1] * bound[1] > bound[0] * bound[0] * L * L) return false;
    }
    // correct when the reward min(1, (R/r)^10) is at least the stated bar: R^10 >= bar * r^10, exactly
    if (r[0] <= 0n) return false;
    const bar = statedDecimal(s, /the reward is at least (\d+\.\d+)/);
    const [a2, b2] = best.r2;
    return a2 ** 5n * r[1] ** 10n * bar[1] >= bar[0] * r[0] ** 10n * b2 ** 5n;
  },
};

// ---------------------------------------------------------------- square-undamaged-point-counting

const squareCount = (s: string): number => {
  const W = num(s, /integers 0 <= x <= (\d+)/);
  const H = num(s, /and 0 <= y <= (\d+)/);
  const dm = /damaged: (.*)\.$/m.exec(s);
  const bad = new Set<string>();
  if (dm) for (const m of dm[1]!.matchAll(/\((\d+), (\d+)\)/g)) bad.add(`${m[1]},${m[2]}`);
  const ok = (x: number, y: number) => x >= 0 && x <= W && y >= 0 && y <= H && !bad.has(`${x},${y}`);
  let count = 0;
  // square p, p + (dx, dy), p + (dx - dy, dy + dx), p + (-dy, dx), with dx >= 1, dy >= 0: each square once
  for (let x = 0; x <= W; x++)
    for (let y = 0; y <= H; y++)
      for (let dx = 1; dx <= W + H; dx++)
        for (let dy = 0; dy <= W + H; dy++)
          if (ok(x, y) && ok(x + dx, y + dy) && ok(x + dx - dy, y + dy + dx) && ok(x - dy, y + dx)) count++;
  return count;
};

// ---------------------------------------------------------------- visible-line

const visibleSet = memo((s: string): number[] => {
  const ls = [...ascii(s).matchAll(/^line (\d+): y = (-?\d+)·x ([+-]) (\d+)$/gm)].map((m) => ({
    id: Number(m[1]),
    k: Number(m[2]),
    b: Number(m[3] === "-" ? `-${m[4]}` : m[4]),
  }));
  assert.ok(ls.length === num(s, /There are (\d+) lines/));
  const out: number[] = [];
  for (const li of ls) {
    // the open set {x : li(x) > lj(x) for all j}: lower bound lo (x > lo), upper bound hi (x < hi), as fractions
    let lo: [number, number] | null = null;
    let hi: [number, number] | null = null;
    let empty = false;
    for (const lj of ls) {
      if (lj === li) continue;
      const dk = li.k - lj.k;
      const db = lj.b - li.b; // need dk x > db
      if (dk === 0) {
        if (db >= 0) empty = true;
      } else if (dk > 0) {
        if (lo === null || db * lo[1] > lo[0] * dk) lo = [db, dk];
      } else if (hi === null || -db * hi[1] < hi[0] * -dk) hi = [-db, -dk];
    }
    if (empty) continue;
    if (lo !== null && hi !== null && lo[0] * hi[1] >= hi[0] * lo[1]) continue;
    out.push(li.id);
  }
  return out;
});

const visibleLine: PromptSolver = {
  solve: (s) => visibleSet(s).join(" "),
  judge(s, a) {
    const got = readList(a);
    if (!got || new Set(got).size !== got.length) return false;
    const want = visibleSet(s);
    return got.length === want.length && want.every((v) => got.includes(v));
  },
};

// ---------------------------------------------------------------- clear-symmetry

/** The counts of ones reachable by clear n×n matrices symmetric about both middle lines (row-profile DP). */
function clearCounts(n: number): Set<number> {
  const q = Math.ceil(n / 2);
  const full = (mask: number) => {
    const row: number[] = new Array(n).fill(0);
    for (let j = 0; j < q; j++)
      if ((mask >> j) & 1) {
        row[j] = 1;
        row[n - 1 - j] = 1;
      }
    return row;
  };
  const rowsOk: { mask: number; row: number[]; ones: number }[] = [];
  for (let mask = 0; mask < 1 << q; mask++) {
    const row = full(mask);
    if (row.some((v, j) => v === 1 && row[j + 1] === 1)) continue;
    rowsOk.push({ mask, row, ones: row.reduce((x, y) => x + y, 0) });
  }
  // states: row mask of the previous quadrant row -> reachable counts
  let states = new Map<number, Set<number>>([[-1, new Set([0])]]);
  for (let r = 0; r < q; r++) {
    const middle = n % 2 === 1 && r === q - 1;
    const lastEven = n % 2 === 0 && r === q - 1; // row r is next to its own mirror
    const next = new Map<number, Set<number>>();
    for (const [prev, counts] of states) {
      const prevRow = prev < 0 ? null : full(prev);
      for (const { mask, row, ones } of rowsOk) {
        if (prevRow && row.some((v, j) => v === 1 && prevRow[j] === 1)) continue;
        if (lastEven && ones > 0) continue;
        const set = next.get(mask) ?? new Set<number>();
        for (const c of counts) set.add(c + ones * (middle ? 1 : 2));
        next.set(mask, set);
      }
    }
    states = next;
  }
  const all = new Set<number>();
  for (const c of states.values()) for (const v of c) all.add(v);
  return all;
}

const clearSymmetry = (s: string): number => {
  const x = num(s, /contains exactly (\d+) ones/);
  for (let n = 1; n <= 200; n++) if (clearCounts(n).has(x)) return n;
  throw new Error("no n found");
};

// ---------------------------------------------------------------- hungry-rabbit

function rabbitRead(s: string) {
  const days = num(s, /^Plan (\d+) days/m);
  const k = num(s, /exactly (\d+) distinct numbers/);
  const N = num(s, /distinct numbers from 1 to (\d+)/);
  const leave = num(s, /at most (\d+) of the numbers of the earlier day are left out/);
  const forb: Set<number>[] = [];
  for (let d = 1; d <= days; d++) {
    const m = new RegExp(`^  day ${d}:(.*)$`, "m").exec(s);
    assert.ok(m, `day ${d}`);
    forb.push(new Set([...m[1]!.matchAll(/\d+/g)].map((x) => Number(x[0]))));
  }
  return { days, k, N, leave, forb };
}

const rabbitPlan = memo((s: string): string => {
  const { days, k, N, leave, forb } = rabbitRead(s);
  const sets: number[][] = [];
  const rec = (from: number, c: number[]) => {
    if (c.length === k) {
      sets.push([...c]);
      return;
    }
    for (let v = from; v <= N; v++) rec(v + 1, [...c, v]);
  };
  rec(1, []);
  // layered search: parent pointers per day
  let layer = new Map<number, number>(); // set index -> parent index
  const parents: Map<number, number>[] = [];
  sets.forEach((c, i) => {
    if (c.every((v) => !forb[0]!.has(v))) layer.set(i, -1);
  });
  parents.push(layer);
  for (let d = 1; d < days; d++) {
    const next = new Map<number, number>();
    sets.forEach((c, i) => {
      if (c.some((v) => forb[d]!.has(v))) return;
      for (const p of layer.keys()) {
        if (sets[p]!.filter((v) => !c.includes(v)).length <= leave) {
          next.set(i, p);
          return;
        }
      }
    });
    layer = next;
    parents.push(layer);
  }
  assert.ok(layer.size > 0, "no plan");
  const out: number[][] = [];
  let cur = [...layer.keys()][0]!;
  for (let d = days - 1; d >= 0; d--) {
    out.unshift(sets[cur]!);
    cur = parents[d]!.get(cur)!;
  }
  return out.map((c) => c.join(" ")).join("\n");
});

const hungryRabbit: PromptSolver = {
  solve: rabbitPlan,
  judge(s, a) {
    const { days, k, N, leave, forb } = rabbitRead(s);
    const lines = a.trim().split("\n");
    if (lines.length !== days) return false;
    const plan: number[][] = [];
    for (const line of lines) {
      const c = readList(line);
      if (!c || c.length !== k || new Set(c).size !== k || c.some((v) => v < 1 || v > N)) return false;
      plan.push(c);
    }
    for (let d = 0; d < days; d++) {
      if (plan[d]!.some((v) => forb[d]!.has(v))) return false;
      if (d > 0 && plan[d - 1]!.filter((v) => !plan[d]!.includes(v)).length > leave) return false;
    }
    return true;
  },
};

// ---------------------------------------------------------------- range-four-sequence-construction

function rangeRead(s: string) {
  const n = num(s, /sequence of (\d+) values/);
  const pm = /forbidden ordered pairs \(first value, then the next\): (.*);$/m.exec(s);
  const forbidden = new Set<string>();
  if (pm) for (const m of pm[1]!.matchAll(/\((\d), (\d)\)/g)) forbidden.add(`${m[1]},${m[2]}`);
  const groups = [...s.matchAll(/^ {2}positions ([\d, ]+)$/gm)].map((m) =>
    m[1]!.split(", ").map((x) => Number(x) - 1),
  );
  return { n, forbidden, groups };
}

function rangeOk(a: number[], forbidden: Set<string>, groups: number[][]): boolean {
  for (let i = 0; i + 1 < a.length; i++) if (forbidden.has(`${a[i]},${a[i + 1]}`)) return false;
  return groups.every((g) => new Set(g.map((p) => a[p])).size === g.length);
}

const rangeFour: PromptSolver = {
  solve: memo((s) => {
    const { n, forbidden, groups } = rangeRead(s);
    const a: number[] = [];
    const rec = (): boolean => {
      if (a.length === n) return rangeOk(a, forbidden, groups);
      for (let v = 0; v < 4; v++) {
        a.push(v);
        const i = a.length - 1;
        // prune on the prefix: pairs and groups whose positions are all set
        const okPrefix =
          (i === 0 || !forbidden.has(`${a[i - 1]},${v}`)) &&
          groups.every((g) => g.some((p) => p > i) || new Set(g.map((p) => a[p])).size === g.length);
        if (okPrefix && rec()) return true;
        a.pop();
      }
      return false;
    };
    assert.ok(rec(), "no sequence");
    return a.join(" ");
  }),
  judge(s, ans) {
    const { n, forbidden, groups } = rangeRead(s);
    const a = readList(ans);
    if (!a || a.length !== n || a.some((v) => v > 3)) return false;
    return rangeOk(a, forbidden, groups);
  },
};

// ---------------------------------------------------------------- round-table-assignment

function tableRead(s: string) {
  const people = num(s, /^(\d+) people come in/m);
  const group: number[] = new Array(people + 1).fill(0);
  const gs = [...s.matchAll(/^group (\d+): (?:person (\d+)|people (\d+) to (\d+))$/gm)];
  for (const m of gs) {
    const lo = Number(m[2] ?? m[3]);
    const hi = Number(m[2] ?? m[4]);
    for (let p = lo; p <= hi; p++) group[p] = Number(m[1]);
  }
  const caps = [...s.matchAll(/table (\d+): (\d+)/g)].map((m) => Number(m[2]));
  return { people, group, groups: gs.length, caps };
}

function tableOk(s: string, a: number[]): boolean {
  const { people, group, caps } = tableRead(s);
  if (a.length !== people || a.some((t) => t < 1 || t > caps.length)) return false;
  const load = new Array(caps.length + 1).fill(0);
  const seen = new Set<string>();
  for (let p = 1; p <= people; p++) {
    const t = a[p - 1]!;
    load[t]++;
    const key = `${t},${group[p]}`;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return caps.every((c, i) => load[i + 1] <= c);
}

/** Max flow (augmenting paths by BFS): source -> group (size) -> table (1) -> sink (capacity). */
function seatByFlow(s: string): number[] {
  const { people, group, groups, caps } = tableRead(s);
  const T = caps.length;
  const size = new Array(groups + 1).fill(0);
  for (let p = 1; p <= people; p++) size[group[p]!]++;
  const V = 2 + groups + T;
  const src = 0;
  const sink = V - 1;
  const cap = Array.from({ length: V }, () => new Array(V).fill(0));
  for (let g = 1; g <= groups; g++) {
    cap[src]![g] = size[g];
    for (let t = 1; t <= T; t++) cap[g]![groups + t] = 1;
  }
  for (let t = 1; t <= T; t++) cap[groups + t]![sink] = caps[t - 1];
  let flow = 0;
  for (;;) {
    const prev = new Array(V).fill(-1);
    prev[src] = src;
    const queue = [src];
    while (queue.length > 0 && prev[sink] < 0) {
      const u = queue.shift()!;
      for (let v = 0; v < V; v++)
        if (prev[v] < 0 && cap[u]![v] > 0) {
          prev[v] = u;
          queue.push(v);
        }
    }
    if (prev[sink] < 0) break;
    for (let v = sink; v !== src; v = prev[v]) {
      cap[prev[v]]![v]--;
      cap[v]![prev[v]]++;
    }
    flow++;
  }
  assert.equal(flow, people, "no seating");
  const out = new Array(people).fill(0);
  for (let g = 1; g <= groups; g++) {
    const tables = [];
    for (let t = 1; t <= T; t++) if (cap[g]![groups + t] === 0) tables.push(t);
    let i = 0;
    for (let p = 1; p <= people; p++) if (group[p] === g) out[p - 1] = tables[i++];
  }
  return out;
}

const roundTable: PromptSolver = {
  solve: memo((s) => seatByFlow(s).join(" ")),
  judge(s, a) {
    const v = readList(a);
    return v !== null && tableOk(s, v);
  },
};

// ---------------------------------------------------------------- wil

function wilRead(s: string) {
  const n = num(s, /sequence of (\d+) positive integers/);
  const m = /^([\d ]+)$/m.exec(s);
  assert.ok(m);
  const a = m[1]!.trim().split(" ").map(Number);
  assert.equal(a.length, n);
  const D = num(s, /and at most (\d+) positions/);
  const Pm = num(s, /is at most (\d+)\. Make/);
  return { n, a, D, P: Pm };
}

function wilLength(s: string, l1: number, r1: number, l2: number, r2: number): number | null {
  const { n, a, D, P } = wilRead(s);
  if (!(1 <= l1 && l1 <= r1 && r1 <= n && r1 - l1 + 1 <= D)) return null;
  if (!(1 <= l2 && l2 <= r2 && r2 <= n)) return null;
  let sum = 0;
  for (let i = l2; i <= r2; i++) if (i < l1 || i > r1) sum += a[i - 1]!;
  return sum <= P ? r2 - l2 + 1 : null;
}

const wilBest = memo((s: string): number[] => {
  const { n } = wilRead(s);
  let best: number[] = [];
  let bestLen = 0;
  for (let l1 = 1; l1 <= n; l1++)
    for (let r1 = l1; r1 <= n; r1++)
      for (let l2 = 1; l2 <= n; l2++)
        for (let r2 = l2; r2 <= n; r2++) {
          const len = wilLength(s, l1, r1, l2, r2);
          if (len !== null && len > bestLen) {
            bestLen = len;
            best = [l1, r1, l2, r2];
          }
        }
  return best;
});

const wil: PromptSolver = {
  solve: (s) => wilBest(s).join(" "),
  judge(s, ans) {
    const v = readList(ans);
    if (v === null || v.length !== 4) return false;
    const len = wilLength(s, v[0]!, v[1]!, v[2]!, v[3]!);
    const [l1, r1, l2, r2] = wilBest(s) as [number, number, number, number];
    return len !== null && len === wilLength(s, l1, r1, l2, r2);
  },
};

// ---------------------------------------------------------------- wyr-leveling-ground

/**
 * Differences e_0..e_n of the heights (h_0 = h_{n+1} = 0 around the strip): an operation of amount c on [l, r]
 * adds c to e_{l-1} and -c to e_r. Every e_i must be cancelled by x_i·A + y_i·B = -e_i with sum x = sum y = 0,
 * and any such pair of vectors is realised by (sum |x| + sum |y|) / 2 operations (pair a positive unit with a
 * negative one; the earlier index starts the stretch). Exact DP over the running sum of x, within a bound K on
 * |x_i| that is doubled until it exceeds twice the optimum found (every x_i of an optimum is at most that).
 */
const wyrBest = memo((s: string): number => {
  const hs = ascii(s)
    .split("\n")
    .find((l, i, all) => i > 0 && /heights \(from left to right\):$/.test(all[i - 1]!) && l.trim() !== "")!
    .trim()
    .split(/\s+/)
    .map(Number);
  assert.equal(hs.length, num(s, /has (\d+) columns/));
  const am = /one of \+(\d+), -(\d+), \+(\d+), -(\d+)\./.exec(ascii(s));
  assert.ok(am);
  const A = Number(am[1]);
  const B = Number(am[3]);
  const h = [0, ...hs, 0];
  const e = h.slice(1).map((v, i) => v - h[i]!);
  for (let K = 16; ; K *= 2) {
    // dp over running sum of x in [-K*len, K*len]
    let dp = new Map<number, number>([[0, 0]]);
    for (const ei of e) {
      const next = new Map<number, number>();
      for (let x = -K; x <= K; x++) {
        const rest = -ei - x * A;
        if (rest % B !== 0) continue;
        const y = rest / B;
        const c = Math.abs(x) + Math.abs(y);
        for (const [sx, cost] of dp) {
          const k2 = sx + x;
          const v = cost + c;
          if ((next.get(k2) ?? Number.POSITIVE_INFINITY) > v) next.set(k2, v);
        }
      }
      dp = next;
    }
    const total = dp.get(0);
    if (total !== undefined && total <= K) return total / 2;
    assert.ok(K < 1 << 12, "wyr: no bound found");
  }
});

// ---------------------------------------------------------------- the audits

test("largest-convex-polygon agrees with a solver that reads only its statement", () => {
  auditFromPrompt("largest-convex-polygon", largestConvexPolygon);
});

test("las-laser agrees with a solver that reads only its statement", () => {
  auditFromPrompt("las-laser", countSolver(laserBest));
});

test("smallest-circle agrees with a solver that reads only its statement", () => {
  auditFromPrompt("smallest-circle", smallestCircle);
});

test("square-undamaged-point-counting agrees with a solver that reads only its statement", () => {
  auditFromPrompt("square-undamaged-point-counting", countSolver(squareCount));
});

test("visible-line agrees with a solver that reads only its statement", () => {
  auditFromPrompt("visible-line", visibleLine);
});

test("clear-symmetry agrees with a solver that reads only its statement", () => {
  auditFromPrompt("clear-symmetry", countSolver(clearSymmetry));
});

test("hungry-rabbit agrees with a solver that reads only its statement", () => {
  auditFromPrompt("hungry-rabbit", hungryRabbit);
});

test("range-four-sequence-construction agrees with a solver that reads only its statement", () => {
  auditFromPrompt("range-four-sequence-construction", rangeFour);
});

test("round-table-assignment agrees with a solver that reads only its statement", () => {
  auditFromPrompt("round-table-assignment", roundTable);
});

test("wil agrees with a solver that reads only its statement", () => {
  auditFromPrompt("wil", wil);
});

test("wyr-leveling-ground agrees with a solver that reads only its statement", () => {
  auditFromPrompt("wyr-leveling-ground", countSolver(wyrBest));
});

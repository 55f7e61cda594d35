// The prompt-only audit of batch b15c (12 optimisation environments): every solver below reads only the
// statement text (env.prompt) and re-derives an optimum by its own exact method (enumeration where the
// audited sizes allow it, otherwise a textbook algorithm written here: subset DP, profile DP, min cut,
// b-matching), then judges answers by feasibility and optimal value.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { auditFromPrompt, type PromptSolver } from "../support/prompt-audit.ts";

// ---------------------------------------------------------------- shared readers

const INT_TOKEN = /^([+-]?\d+)(?:\.0*)?$/;

/** Integers separated by spaces or commas (the notation policy's list layout); null if anything else. */
function ints(text: string): number[] | null {
  const t = text.trim();
  if (t === "") return [];
  const out: number[] = [];
  for (const tok of t.split(/[\s,]+/)) {
    const m = INT_TOKEN.exec(tok);
    if (!m || m[1]!.length > 16) return null;
    out.push(Number(m[1]));
  }
  return out;
}

/** One integer, or null. */
function oneInt(text: string): number | null {
  const v = ints(text);
  return v !== null && v.length === 1 ? v[0]! : null;
}

/** Non-empty trimmed lines, each a list of integers; null if a line is not. */
function intLines(text: string): number[][] | null {
  const out: number[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    const v = ints(line);
    if (v === null) return null;
    out.push(v);
  }
  return out;
}

function num(statement: string, re: RegExp): number {
  const m = re.exec(statement);
  assert.ok(m, `statement does not match ${re}`);
  return Number(m[1]);
}

function list(statement: string, re: RegExp): number[] {
  const m = re.exec(statement);
  assert.ok(m, `statement does not match ${re}`);
  return m[1]!.trim().split(/\s+/).map(Number);
}

function pairs(statement: string): [number, number][] {
  return [...statement.matchAll(/^\((\d+), (\d+)\)$/gm)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** The `rows` lines of numbers that follow the line matching `header`. */
function gridAfter(statement: string, header: RegExp, rows: number): number[][] {
  const lines = statement.split("\n");
  const at = lines.findIndex((l) => header.test(l));
  assert.ok(at >= 0, `statement has no line matching ${header}`);
  const out = lines.slice(at + 1, at + 1 + rows).map((l) => l.trim().split(/\s+/).map(Number));
  assert.ok(out.length === rows && out.every((r) => r.every(Number.isFinite)));
  return out;
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

/** All-pairs distances of an unweighted graph on 0..n-1 (BFS from every vertex). */
function distances(n: number, edges: [number, number][]): number[][] {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u]!.push(v);
    adj[v]!.push(u);
  }
  return Array.from({ length: n }, (_, s) => {
    const d = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
    d[s] = 0;
    const queue = [s];
    for (let h = 0; h < queue.length; h++) {
      const u = queue[h]!;
      for (const w of adj[u]!) {
        if (d[w] === Number.POSITIVE_INFINITY) {
          d[w] = d[u]! + 1;
          queue.push(w);
        }
      }
    }
    return d;
  });
}

/** Every strictly increasing list of k values from 0..n-1. */
function combinations(n: number, k: number, visit: (c: number[]) => void): void {
  const c: number[] = [];
  const rec = (from: number) => {
    if (c.length === k) {
      visit(c);
      return;
    }
    for (let v = from; v <= n - (k - c.length); v++) {
      c.push(v);
      rec(v + 1);
      c.pop();
    }
  };
  rec(0);
}

function distinctInRange(xs: number[], n: number): boolean {
  return new Set(xs).size === xs.length && xs.every((v) => Number.isInteger(v) && v >= 0 && v < n);
}

function popcount(x: number): number {
  let c = 0;
  for (let y = x; y !== 0; y &= y - 1) c++;
  return c;
}

// ---------------------------------------------------------------- campfire-party
// Every student whose final seat differs from the first must move at least once, and a move of cost k moves
// exactly k students, so a plan costs at least the number of misplaced students for its final seating; one
// move per cycle of the permutation reaches that bound. So the optimum is the least number of misplaced
// students over the valid final seatings, which are the 2n rotations and reflections of the wish cycle
// (each checked directly against the wishes).

function readCampfire(s: string) {
  const n = num(s, /^(\d+) students, numbered/m);
  const seats = list(s, /holds student S\[j\]: ([\d ]+)\./);
  const wants = new Map<number, [number, number]>();
  for (const m of s.matchAll(/^student (\d+): (\d+) and (\d+)$/gm))
    wants.set(Number(m[1]), [Number(m[2]), Number(m[3])]);
  assert.equal(seats.length, n);
  assert.equal(wants.size, n);
  return { n, seats, wants };
}

function happy(n: number, wants: Map<number, [number, number]>, seating: number[]): boolean {
  for (let j = 0; j < n; j++) {
    const [a, b] = wants.get(seating[j]!)!;
    const l = seating[(j + n - 1) % n]!;
    const r = seating[(j + 1) % n]!;
    if (!((l === a && r === b) || (l === b && r === a))) return false;
  }
  return true;
}

const campfireBest = memo((s: string) => {
  const { n, seats, wants } = readCampfire(s);
  return campfireOptimum(n, seats, wants);
});

function campfireOptimum(n: number, seats: number[], wants: Map<number, [number, number]>) {
  const order = [0];
  let prev = -1;
  while (order.length < n) {
    const cur = order[order.length - 1]!;
    const [a, b] = wants.get(cur)!;
    const next = a !== prev ? a : b;
    prev = cur;
    order.push(next);
  }
  let best: number[] | null = null;
  let bestMiss = Number.POSITIVE_INFINITY;
  for (let r = 0; r < n; r++) {
    for (const dir of [1, -1]) {
      const target = Array.from({ length: n }, (_, j) => order[(((r + dir * j) % n) + n) % n]!);
      if (!happy(n, wants, target)) continue;
      const miss = target.filter((v, j) => v !== seats[j]).length;
      if (miss < bestMiss) {
        bestMiss = miss;
        best = target;
      }
    }
  }
  assert.ok(best !== null, "no seating satisfies every wish");
  return { cost: bestMiss, target: best };
}

const campfire: PromptSolver = {
  solve(s) {
    const { n, seats } = readCampfire(s);
    const { target } = campfireBest(s);
    const targetSeat = new Array<number>(n);
    target.forEach((v, j) => {
      targetSeat[v] = j;
    });
    const done = new Array<boolean>(n).fill(false);
    const moves: string[] = [];
    for (let j = 0; j < n; j++) {
      const a = seats[j]!;
      if (done[a] || target[j] === a) continue;
      // b1 takes the seat of b2: b2 is whoever sits now on b1's target seat.
      const cycle = [a];
      done[a] = true;
      for (let b = seats[targetSeat[a]!]!; b !== a; b = seats[targetSeat[b]!]!) {
        cycle.push(b);
        done[b] = true;
      }
      moves.push(cycle.join(" "));
    }
    return moves.join("\n");
  },
  judge(s, answer) {
    const { n, seats, wants } = readCampfire(s);
    const { cost: best } = campfireBest(s);
    const moves = intLines(answer);
    if (moves === null) return false;
    const seatOf = new Array<number>(n);
    seats.forEach((v, j) => {
      seatOf[v] = j;
    });
    let cost = 0;
    for (const m of moves) {
      if (m.length < 2 || !distinctInRange(m, n)) return false;
      cost += m.length;
      if (cost > best) return false;
      const old = m.map((b) => seatOf[b]!);
      m.forEach((b, i) => {
        seatOf[b] = old[(i + 1) % m.length]!;
      });
    }
    const seating = new Array<number>(n);
    seatOf.forEach((j, v) => {
      seating[j] = v;
    });
    return cost === best && happy(n, wants, seating);
  },
};

test("campfire-party agrees with a solver that reads only its statement", () => {
  auditFromPrompt("campfire-party", campfire);
});

// ---------------------------------------------------------------- disinfection
// An operation of cost m = its shortest side lies inside m full planes across that side, and a full plane
// is an operation of cost 1; so the optimum is the least number of axis planes covering every marked cell.
// Enumerated over every set of x planes and y planes; the z planes are then forced.

function readDisinfection(s: string) {
  const m = /A box of (\d+) × (\d+) × (\d+) unit cells/.exec(s);
  assert.ok(m);
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const zmask: number[][] = Array.from({ length: a }, () => new Array<number>(b).fill(0));
  // Read the 0/1 lines as text (a number would drop leading zeros).
  const lines = s.split("\n");
  for (let x = 0; x < a; x++) {
    const at = lines.indexOf(`x = ${x}:`);
    assert.ok(at >= 0, `no layer x = ${x}`);
    for (let y = 0; y < b; y++) {
      const row = lines[at + 1 + y]!;
      assert.ok(new RegExp(`^[01]{${c}}$`).test(row), `bad box row ${row}`);
      let mask = 0;
      for (let z = 0; z < c; z++) if (row[z] === "1") mask |= 1 << z;
      zmask[x]![y] = mask;
    }
  }
  return { a, b, c, zmask };
}

const disinfectionBest = memo((s: string) => {
  const { a, b, zmask } = readDisinfection(s);
  return disinfectionOptimum(a, b, zmask);
});

function disinfectionOptimum(a: number, b: number, zmask: number[][]) {
  let best = Number.POSITIVE_INFINITY;
  let bestSets: [number, number, number] = [0, 0, 0];
  const byY = new Array<number>(b);
  const orOf = new Array<number>(1 << b);
  for (let xs = 0; xs < 1 << a; xs++) {
    for (let y = 0; y < b; y++) {
      let m = 0;
      for (let x = 0; x < a; x++) if (!((xs >> x) & 1)) m |= zmask[x]![y]!;
      byY[y] = m;
    }
    orOf[0] = 0;
    for (let ys = 1; ys < 1 << b; ys++) orOf[ys] = orOf[ys & (ys - 1)]! | byY[31 - Math.clz32(ys & -ys)]!;
    const full = (1 << b) - 1;
    for (let ys = 0; ys < 1 << b; ys++) {
      const zs = orOf[full & ~ys]!;
      const cost = popcount(xs) + popcount(ys) + popcount(zs);
      if (cost < best) {
        best = cost;
        bestSets = [xs, ys, zs];
      }
    }
  }
  return { cost: best, sets: bestSets };
}

const disinfection: PromptSolver = {
  solve(s) {
    const { a, b, c } = readDisinfection(s);
    const [xs, ys, zs] = disinfectionBest(s).sets;
    const out: string[] = [];
    for (let x = 0; x < a; x++) if ((xs >> x) & 1) out.push(`${x} ${x} 0 ${b - 1} 0 ${c - 1}`);
    for (let y = 0; y < b; y++) if ((ys >> y) & 1) out.push(`0 ${a - 1} ${y} ${y} 0 ${c - 1}`);
    for (let z = 0; z < c; z++) if ((zs >> z) & 1) out.push(`0 ${a - 1} 0 ${b - 1} ${z} ${z}`);
    return out.join("\n");
  },
  judge(s, answer) {
    const { a, b, c, zmask } = readDisinfection(s);
    const best = disinfectionBest(s).cost;
    const ops = intLines(answer);
    if (ops === null) return false;
    const left = zmask.map((r) => [...r]);
    let cost = 0;
    for (const op of ops) {
      if (op.length !== 6) return false;
      const [x1, x2, y1, y2, z1, z2] = op as [number, number, number, number, number, number];
      if (!(0 <= x1 && x1 <= x2 && x2 < a && 0 <= y1 && y1 <= y2 && y2 < b && 0 <= z1 && z1 <= z2 && z2 < c))
        return false;
      cost += Math.min(x2 - x1 + 1, y2 - y1 + 1, z2 - z1 + 1);
      if (cost > best) return false;
      let zm = 0;
      for (let z = z1; z <= z2; z++) zm |= 1 << z;
      for (let x = x1; x <= x2; x++) for (let y = y1; y <= y2; y++) left[x]![y]! &= ~zm;
    }
    return cost === best && left.every((r) => r.every((m) => m === 0));
  },
};

test("disinfection agrees with a solver that reads only its statement", () => {
  auditFromPrompt("disinfection", disinfection);
});

// ---------------------------------------------------------------- dyn-dynamite (every choice of M vertices)

function readDynamite(s: string) {
  const n = num(s, /tree with (\d+) vertices/);
  const keys = list(s, /The key vertices are: ([\d ]+)\./);
  const m = num(s, /Choose exactly (\d+) distinct vertices/);
  return { n, keys, m, dist: distances(n, pairs(s)) };
}

function dynamiteValue(keys: number[], dist: number[][], chosen: number[]): number {
  let worst = 0;
  for (const k of keys) worst = Math.max(worst, Math.min(...chosen.map((c) => dist[k]![c]!)));
  return worst;
}

const dynamiteBest = memo((s: string) => {
  const { n, keys, m, dist } = readDynamite(s);
  let best = Number.POSITIVE_INFINITY;
  let arg: number[] = [];
  combinations(n, m, (c) => {
    const v = dynamiteValue(keys, dist, c);
    if (v < best) {
      best = v;
      arg = [...c];
    }
  });
  return { value: best, arg };
});

const dynamite: PromptSolver = {
  solve: (s) => dynamiteBest(s).arg.join(" "),
  judge(s, answer) {
    const { n, keys, m, dist } = readDynamite(s);
    const chosen = ints(answer);
    if (chosen === null || chosen.length !== m || !distinctInRange(chosen, n)) return false;
    return dynamiteValue(keys, dist, chosen) === dynamiteBest(s).value;
  },
};

test("dyn-dynamite agrees with a solver that reads only its statement", () => {
  auditFromPrompt("dyn-dynamite", dynamite);
});

// ---------------------------------------------------------------- emperor-worries
// With T types, give general 0 the types 0..r0-1 (every choice is alike up to renaming). Walking round the
// circle, general i+1 only has to avoid general i's set, and the only thing that matters later is how many
// of its types lie inside general 0's set (x_i) and how many outside; so T works iff some x_1..x_{n-1} with
// x_1 = x_{n-1} = 0 keeps every neighbouring pair within r0 types inside and T - r0 types outside. That is
// an exact DP over x_i; T is scanned upwards from max r_i + r_{i+1}.

function emperorFeasible(r: number[], t: number): boolean {
  const n = r.length;
  const r0 = r[0]!;
  const out = t - r0;
  if (out < 0) return false;
  // reach[x]: general i can hold x types inside general 0's set.
  let reach = new Array<boolean>(r0 + 1).fill(false);
  if (r[1]! > out) return false;
  reach[0] = true;
  for (let i = 2; i < n; i++) {
    const next = new Array<boolean>(r0 + 1).fill(false);
    const hi = i === n - 1 ? 0 : Math.min(r[i]!, r0);
    for (let x = 0; x <= hi; x++) {
      if (r[i]! - x > out) continue;
      for (let p = 0; p <= r0; p++) {
        if (reach[p] && x + p <= r0 && r[i]! - x + (r[i - 1]! - p) <= out) {
          next[x] = true;
          break;
        }
      }
    }
    reach = next;
  }
  return reach[0] === true && (n > 2 || r[1]! <= out);
}

const emperorBest = memo((s: string) => {
  const r = list(s, /The numbers r_0, \.\.\., r_\d+ are: ([\d ]+)\./);
  assert.equal(r.length, num(s, /^(\d+) generals sit in a circle/m));
  let t = 0;
  for (let i = 0; i < r.length; i++) t = Math.max(t, r[i]! + r[(i + 1) % r.length]!);
  while (!emperorFeasible(r, t)) t++;
  return t;
});

const emperor: PromptSolver = {
  solve: (s) => String(emperorBest(s)),
  judge: (s, answer) => oneInt(answer) === emperorBest(s),
};

test("emperor-worries agrees with a solver that reads only its statement", () => {
  auditFromPrompt("emperor-worries", emperor);
});

// ---------------------------------------------------------------- gas-fire-extinguishers
// A plan needs c_v = ceil(L_v / S) extinguishers at v, and counts c are achievable iff every room can be
// matched to a room within distance K holding at most S·c_v rooms (a b-matching). The optimum is the least
// total C for which some split of C over the rooms admits that matching: every split is tried, C upwards.

function readGas(s: string) {
  const n = num(s, /A building has (\d+) rooms/);
  const k = num(s, /at distance at most (\d+), where/);
  const cap = num(s, /needs ceil\(L \/ (\d+)\) extinguishers/);
  return { n, k, cap, dist: distances(n, pairs(s)) };
}

/** A matching of every room to a host within distance k holding at most slots[v] rooms, or null. */
function gasMatch(n: number, k: number, dist: number[][], slots: number[]): number[] | null {
  const hostOf = new Array<number>(n).fill(-1);
  const load = new Array<number>(n).fill(0);
  const guests: number[][] = Array.from({ length: n }, () => []);
  const tryRoom = (u: number, seen: boolean[]): boolean => {
    for (let v = 0; v < n; v++) {
      if (dist[u]![v]! > k || seen[v]) continue;
      seen[v] = true;
      if (load[v]! < slots[v]!) {
        guests[v]!.push(u);
        load[v]!++;
        hostOf[u] = v;
        return true;
      }
      for (const w of guests[v]!) {
        if (tryRoom(w, seen)) {
          guests[v] = guests[v]!.filter((x) => x !== w);
          guests[v]!.push(u);
          hostOf[u] = v;
          return true;
        }
      }
    }
    return false;
  };
  for (let u = 0; u < n; u++) if (!tryRoom(u, new Array<boolean>(n).fill(false))) return null;
  return hostOf;
}

const gasBest = memo((s: string) => {
  const { n, k, cap, dist } = readGas(s);
  return gasOptimum(n, k, cap, dist);
});

function gasOptimum(n: number, k: number, cap: number, dist: number[][]) {
  const reach = Array.from({ length: n }, (_, v) => dist[v]!.filter((d) => d <= k).length);
  const most = reach.map((r) => Math.ceil(r / cap));
  for (let total = Math.ceil(n / cap); total <= n; total++) {
    const c = new Array<number>(n).fill(0);
    let found: number[] | null = null;
    const rec = (v: number, left: number): void => {
      if (found) return;
      if (v === n - 1) {
        if (left > most[v]!) return;
        c[v] = left;
        found = gasMatch(
          n,
          k,
          dist,
          c.map((x) => x * cap),
        );
        return;
      }
      for (let x = Math.min(left, most[v]!); x >= 0; x--) {
        c[v] = x;
        rec(v + 1, left - x);
      }
    };
    rec(0, total);
    if (found) return { cost: total, assignment: found as number[] };
  }
  throw new Error("no assignment found");
}

function gasCost(cap: number, n: number, hosts: number[]): number {
  const load = new Array<number>(n).fill(0);
  for (const h of hosts) load[h]!++;
  return load.reduce((a, l) => a + Math.ceil(l / cap), 0);
}

const gas: PromptSolver = {
  solve: (s) => gasBest(s).assignment.join(" "),
  judge(s, answer) {
    const { n, k, cap, dist } = readGas(s);
    const hosts = ints(answer);
    if (hosts === null || hosts.length !== n) return false;
    if (!hosts.every((h, u) => Number.isInteger(h) && h >= 0 && h < n && dist[u]![h]! <= k)) return false;
    return gasCost(cap, n, hosts) === gasBest(s).cost;
  },
};

test("gas-fire-extinguishers agrees with a solver that reads only its statement", () => {
  auditFromPrompt("gas-fire-extinguishers", gas);
});

// ---------------------------------------------------------------- max-tree-constrained-permutation-weight
// Exact DP over the set of items already placed (2^N states): the next item goes to position |set| + 1
// and must have all its "before" items in the set.

function readTreePerm(s: string) {
  const w = [...s.matchAll(/^item (\d+): W=(-?\d+)$/gm)].map((m) => Number(m[2]));
  const n = num(s, /There are (\d+) items/);
  assert.equal(w.length, n);
  const rules = [...s.matchAll(/^(\d+) before (\d+)$/gm)].map((m) => [Number(m[1]), Number(m[2])]);
  return { n, w, rules };
}

const treePermBest = memo((s: string) => {
  const { n, w, rules } = readTreePerm(s);
  const need = new Array<number>(n).fill(0);
  for (const [x, y] of rules) need[y!]! |= 1 << x!;
  const size = 1 << n;
  const dp = new Array<number>(size).fill(Number.NEGATIVE_INFINITY);
  const from = new Array<number>(size).fill(-1);
  dp[0] = 0;
  for (let mask = 0; mask < size; mask++) {
    if (dp[mask] === Number.NEGATIVE_INFINITY) continue;
    const pos = popcount(mask) + 1;
    for (let i = 0; i < n; i++) {
      if ((mask >> i) & 1 || (need[i]! & mask) !== need[i]) continue;
      const v = dp[mask]! + w[i]! * pos;
      const to = mask | (1 << i);
      if (v > dp[to]!) {
        dp[to] = v;
        from[to] = i;
      }
    }
  }
  const order: number[] = [];
  for (let mask = size - 1; mask !== 0; mask &= ~(1 << from[mask]!)) order.unshift(from[mask]!);
  return { value: dp[size - 1]!, order };
});

const treePerm: PromptSolver = {
  solve: (s) => treePermBest(s).order.join(" "),
  judge(s, answer) {
    const { n, w, rules } = readTreePerm(s);
    const p = ints(answer);
    if (p === null || p.length !== n || !distinctInRange(p, n)) return false;
    const at = new Array<number>(n);
    p.forEach((v, i) => {
      at[v] = i;
    });
    if (rules.some(([x, y]) => at[x!]! >= at[y!]!)) return false;
    return p.reduce((a, v, i) => a + w[v]! * (i + 1), 0) === treePermBest(s).value;
  },
};

test("max-tree-constrained-permutation-weight agrees with a solver that reads only its statement", () => {
  auditFromPrompt("max-tree-constrained-permutation-weight", treePerm);
});

// ---------------------------------------------------------------- max-grid-path-intersection
// The walkers collect exactly the sum of the distinct cells their paths visit, and two paths can share a
// cell only at the same step (a cell's step is row + column); so a DP moving all walkers together, one step
// at a time, over the tuple of their rows is exact.

function readPaths(s: string) {
  const r = num(s, /grid of (\d+) rows and \d+ columns of numbers/);
  const c = num(s, /grid of \d+ rows and (\d+) columns of numbers/);
  const k = num(s, /^(\d+) walkers? go/m);
  return { r, c, k, g: gridAfter(s, /columns of numbers:$/, r) };
}

const pathsBest = memo((s: string) => {
  const { r, c, k, g } = readPaths(s);
  const states = r ** k;
  const decode = (code: number) => Array.from({ length: k }, (_, i) => Math.floor(code / r ** i) % r);
  const gain = (t: number, rows: number[]) => {
    const seen = new Set<number>();
    let sum = 0;
    for (const row of rows) {
      if (!seen.has(row)) {
        seen.add(row);
        sum += g[row]![t - row]!;
      }
    }
    return sum;
  };
  let dp = new Array<number>(states).fill(Number.NEGATIVE_INFINITY);
  dp[0] = g[0]![0]!;
  for (let t = 1; t <= r + c - 2; t++) {
    const next = new Array<number>(states).fill(Number.NEGATIVE_INFINITY);
    for (let code = 0; code < states; code++) {
      if (dp[code] === Number.NEGATIVE_INFINITY) continue;
      const rows = decode(code);
      for (let step = 0; step < 1 << k; step++) {
        const nr = rows.map((row, i) => row + ((step >> i) & 1));
        if (nr.some((row) => row >= r || t - row >= c || t - row < 0)) continue;
        const to = nr.reduce((a, row, i) => a + row * r ** i, 0);
        next[to] = Math.max(next[to]!, dp[code]! + gain(t, nr));
      }
    }
    dp = next;
  }
  return dp[states - 1]!;
});

const paths: PromptSolver = {
  solve: (s) => String(pathsBest(s)),
  judge: (s, answer) => oneInt(answer) === pathsBest(s),
};

test("max-grid-path-intersection agrees with a solver that reads only its statement", () => {
  auditFromPrompt("max-grid-path-intersection", paths);
});

// ---------------------------------------------------------------- maximum-independent-set-grid (row DP)

function readMis(s: string) {
  const r = num(s, /grid of (\d+) rows and \d+ columns \(rows/);
  const c = num(s, /grid of \d+ rows and (\d+) columns \(rows/);
  return { r, c, g: gridAfter(s, /columns \(rows and columns numbered from 0\):$/, r) };
}

const misBest = memo((s: string) => {
  const { r, c, g } = readMis(s);
  const masks: number[] = [];
  for (let m = 0; m < 1 << c; m++) if ((m & (m >> 1)) === 0) masks.push(m);
  const rowSum = (row: number, m: number) => {
    let sum = 0;
    for (let j = 0; j < c; j++) if ((m >> j) & 1) sum += g[row]![j]!;
    return sum;
  };
  const dp: number[][] = [masks.map((m) => rowSum(0, m))];
  const from: number[][] = [masks.map(() => -1)];
  for (let i = 1; i < r; i++) {
    const row: number[] = [];
    const back: number[] = [];
    masks.forEach((m) => {
      let best = Number.NEGATIVE_INFINITY;
      let arg = -1;
      masks.forEach((p, pi) => {
        if ((m & p) === 0 && dp[i - 1]![pi]! > best) {
          best = dp[i - 1]![pi]!;
          arg = pi;
        }
      });
      row.push(best + rowSum(i, m));
      back.push(arg);
    });
    dp.push(row);
    from.push(back);
  }
  let at = 0;
  dp[r - 1]!.forEach((v, i) => {
    if (v > dp[r - 1]![at]!) at = i;
  });
  const value = dp[r - 1]![at]!;
  const cells: string[] = [];
  for (let i = r - 1; i >= 0; i--) {
    for (let j = c - 1; j >= 0; j--) if ((masks[at]! >> j) & 1) cells.unshift(`${i} ${j}`);
    at = from[i]![at]!;
  }
  return { value, cells };
});

const mis: PromptSolver = {
  solve: (s) => misBest(s).cells.join("\n"),
  judge(s, answer) {
    const { r, c, g } = readMis(s);
    const lines = intLines(answer);
    if (lines === null || lines.some((l) => l.length !== 2)) return false;
    const taken = new Set<number>();
    let sum = 0;
    for (const [i, j] of lines as [number, number][]) {
      if (!(i >= 0 && i < r && j >= 0 && j < c) || taken.has(i * c + j)) return false;
      taken.add(i * c + j);
      sum += g[i]![j]!;
    }
    for (const cell of taken) {
      const [i, j] = [Math.floor(cell / c), cell % c];
      if ((j + 1 < c && taken.has(cell + 1)) || (i + 1 < r && taken.has(cell + c))) return false;
    }
    return sum === misBest(s).value;
  },
};

test("maximum-independent-set-grid agrees with a solver that reads only its statement", () => {
  auditFromPrompt("maximum-independent-set-grid", mis);
});

// ---------------------------------------------------------------- max-three-square-sum (every triple)

const threeBest = memo((s: string) => {
  const r = num(s, /grid of (\d+) rows and \d+ columns of positive integers/);
  const c = num(s, /grid of \d+ rows and (\d+) columns of positive integers/);
  const k = num(s, /Place three (\d+)×\d+ squares/);
  const g = gridAfter(s, /columns of positive integers:$/, r);
  const spots: { i: number; j: number; sum: number }[] = [];
  for (let i = 0; i + k <= r; i++) {
    for (let j = 0; j + k <= c; j++) {
      let sum = 0;
      for (let a = 0; a < k; a++) for (let b = 0; b < k; b++) sum += g[i + a]![j + b]!;
      spots.push({ i, j, sum });
    }
  }
  const apart = (p: { i: number; j: number }, q: { i: number; j: number }) =>
    Math.abs(p.i - q.i) >= k || Math.abs(p.j - q.j) >= k;
  let best = Number.NEGATIVE_INFINITY;
  for (let x = 0; x < spots.length; x++) {
    for (let y = x + 1; y < spots.length; y++) {
      if (!apart(spots[x]!, spots[y]!)) continue;
      for (let z = y + 1; z < spots.length; z++) {
        if (apart(spots[x]!, spots[z]!) && apart(spots[y]!, spots[z]!))
          best = Math.max(best, spots[x]!.sum + spots[y]!.sum + spots[z]!.sum);
      }
    }
  }
  assert.ok(best > Number.NEGATIVE_INFINITY, "three squares do not fit");
  return best;
});

const three: PromptSolver = {
  solve: (s) => String(threeBest(s)),
  judge: (s, answer) => oneInt(answer) === threeBest(s),
};

test("max-three-square-sum agrees with a solver that reads only its statement", () => {
  auditFromPrompt("max-three-square-sum", three);
});

// ---------------------------------------------------------------- min-cost-tree-coverage (every subset)

function readCoverage(s: string) {
  const n = num(s, /tree with (\d+) vertices/);
  const price = [...s.matchAll(/^vertex (\d+): (\d+)$/gm)].map((m) => Number(m[2]));
  assert.equal(price.length, n);
  const d = num(s, /watches every vertex at distance at most (\d+) from v/);
  const need = list(s, /These vertices must all be watched: ([\d ]+)\./);
  return { n, price, d, need, dist: distances(n, pairs(s)) };
}

const coverageBest = memo((s: string) => {
  const { n, price, d, need, dist } = readCoverage(s);
  let best = Number.POSITIVE_INFINITY;
  let arg = 0;
  for (let m = 0; m < 1 << n; m++) {
    let cost = 0;
    for (let v = 0; v < n; v++) if ((m >> v) & 1) cost += price[v]!;
    if (cost >= best) continue;
    if (need.every((u) => dist[u]!.some((x, v) => (m >> v) & 1 && x <= d))) {
      best = cost;
      arg = m;
    }
  }
  const chosen: number[] = [];
  for (let v = 0; v < n; v++) if ((arg >> v) & 1) chosen.push(v);
  return { cost: best, chosen };
});

const coverage: PromptSolver = {
  solve: (s) => coverageBest(s).chosen.join(" "),
  judge(s, answer) {
    const { n, price, d, need, dist } = readCoverage(s);
    const chosen = ints(answer);
    if (chosen === null || !distinctInRange(chosen, n)) return false;
    if (!need.every((u) => chosen.some((v) => dist[u]![v]! <= d))) return false;
    return chosen.reduce((a, v) => a + price[v]!, 0) === coverageBest(s).cost;
  },
};

test("min-cost-tree-coverage agrees with a solver that reads only its statement", () => {
  auditFromPrompt("min-cost-tree-coverage", coverage);
});

// ---------------------------------------------------------------- min-cube-assignment
// Ishikawa's min cut: a chain s = x_{c,0} -> x_{c,1} -> ... -> x_{c,R} = t per cell, edge k costing C[c][k],
// infinite reverse chain edges (one cut per chain), and infinite edges x_{u,k} -> x_{v,k-D} between
// neighbours (f(u) = k forces f(v) >= k - D). Max flow by Dinic. Checked against enumeration when small.

function readCube(s: string) {
  const p = num(s, /grid of (\d+) rows and \d+ columns \(numbered/);
  const q = num(s, /grid of \d+ rows and (\d+) columns \(numbered/);
  const r = num(s, /must get a value f\(i, j\) in 0\.\.(\d+);/) + 1;
  const d = num(s, /must get values differing by at most (\d+)\./);
  const cost: number[][] = Array.from({ length: p * q }, () => []);
  let seen = 0;
  for (const m of s.matchAll(/^\((\d+), (\d+)\): ([\d ]+)$/gm)) {
    const row = m[3]!.trim().split(/\s+/).map(Number);
    assert.equal(row.length, r);
    cost[Number(m[1]) * q + Number(m[2])] = row;
    seen++;
  }
  assert.equal(seen, p * q);
  return { p, q, r, d, cost };
}

function neighbourPairs(p: number, q: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < p; i++) {
    for (let j = 0; j < q; j++) {
      if (j + 1 < q) out.push([i * q + j, i * q + j + 1]);
      if (i + 1 < p) out.push([i * q + j, (i + 1) * q + j]);
    }
  }
  return out;
}

class Dinic {
  private head: number[];
  private to: number[] = [];
  private cap: number[] = [];
  private next: number[] = [];
  private level: number[] = [];
  private it: number[] = [];
  constructor(private n: number) {
    this.head = new Array<number>(n).fill(-1);
  }
  add(u: number, v: number, c: number): void {
    for (const [a, b, w] of [
      [u, v, c],
      [v, u, 0],
    ] as const) {
      this.to.push(b);
      this.cap.push(w);
      this.next.push(this.head[a]!);
      this.head[a] = this.to.length - 1;
    }
  }
  private bfs(s: number, t: number): boolean {
    this.level = new Array<number>(this.n).fill(-1);
    this.level[s] = 0;
    const queue = [s];
    for (let h = 0; h < queue.length; h++) {
      const u = queue[h]!;
      for (let e = this.head[u]!; e !== -1; e = this.next[e]!) {
        if (this.cap[e]! > 0 && this.level[this.to[e]!] === -1) {
          this.level[this.to[e]!] = this.level[u]! + 1;
          queue.push(this.to[e]!);
        }
      }
    }
    return this.level[t] !== -1;
  }
  private dfs(u: number, t: number, f: number): number {
    if (u === t) return f;
    for (; this.it[u] !== -1; this.it[u] = this.next[this.it[u]!]!) {
      const e = this.it[u]!;
      const v = this.to[e]!;
      if (this.cap[e]! > 0 && this.level[v] === this.level[u]! + 1) {
        const got = this.dfs(v, t, Math.min(f, this.cap[e]!));
        if (got > 0) {
          this.cap[e]! -= got;
          this.cap[e ^ 1]! += got;
          return got;
        }
      }
    }
    return 0;
  }
  flow(s: number, t: number): number {
    let total = 0;
    while (this.bfs(s, t)) {
      this.it = [...this.head];
      for (
        let f = this.dfs(s, t, Number.POSITIVE_INFINITY);
        f > 0;
        f = this.dfs(s, t, Number.POSITIVE_INFINITY)
      )
        total += f;
    }
    return total;
  }
  /** Vertices reachable from s in the residual graph (after flow). */
  reachable(s: number): boolean[] {
    const seen = new Array<boolean>(this.n).fill(false);
    seen[s] = true;
    const stack = [s];
    while (stack.length > 0) {
      const u = stack.pop()!;
      for (let e = this.head[u]!; e !== -1; e = this.next[e]!) {
        if (this.cap[e]! > 0 && !seen[this.to[e]!]) {
          seen[this.to[e]!] = true;
          stack.push(this.to[e]!);
        }
      }
    }
    return seen;
  }
}

function cubeCost(cost: number[][], f: number[]): number {
  return f.reduce((a, v, c) => a + cost[c]![v]!, 0);
}

const cubeBest = memo((s: string) => {
  const { p, q, r, d, cost } = readCube(s);
  const cells = p * q;
  const inf = 1e12;
  // Node ids: source 0, sink 1, x_{c,k} for k = 1..r-1 at 2 + c*(r-1) + k-1.
  const node = (c: number, k: number) => (k === 0 ? 0 : k === r ? 1 : 2 + c * (r - 1) + k - 1);
  const g = new Dinic(2 + cells * (r - 1));
  for (let c = 0; c < cells; c++) {
    for (let k = 0; k < r; k++) {
      g.add(node(c, k), node(c, k + 1), cost[c]![k]!);
      if (k >= 1) g.add(node(c, k + 1), node(c, k), inf);
    }
  }
  for (const [u, v] of neighbourPairs(p, q)) {
    for (const [a, b] of [
      [u, v],
      [v, u],
    ] as const) {
      for (let k = d + 1; k <= r - 1; k++) g.add(node(a, k), node(b, k - d), inf);
    }
  }
  const value = g.flow(0, 1);
  const side = g.reachable(0);
  const f = Array.from({ length: cells }, (_, c) => {
    let v = 0;
    for (let k = 1; k < r; k++) if (side[node(c, k)]) v = k;
    return v;
  });
  assert.ok(cubeValid(p, q, r, d, f) && cubeCost(cost, f) === value, "the min cut does not decode");
  if (r ** cells <= 5000) {
    // Cross-check by enumeration.
    let best = Number.POSITIVE_INFINITY;
    for (let code = 0; code < r ** cells; code++) {
      const g2 = Array.from({ length: cells }, (_, c) => Math.floor(code / r ** c) % r);
      if (cubeValid(p, q, r, d, g2)) best = Math.min(best, cubeCost(cost, g2));
    }
    assert.equal(value, best, "min cut disagrees with enumeration");
  }
  return { value, f };
});

function cubeValid(p: number, q: number, r: number, d: number, f: number[]): boolean {
  if (f.length !== p * q || f.some((v) => !Number.isInteger(v) || v < 0 || v >= r)) return false;
  return neighbourPairs(p, q).every(([u, v]) => Math.abs(f[u]! - f[v]!) <= d);
}

const cube: PromptSolver = {
  solve(s) {
    const { p, q } = readCube(s);
    const { f } = cubeBest(s);
    return Array.from({ length: p }, (_, i) => f.slice(i * q, (i + 1) * q).join(" ")).join("\n");
  },
  judge(s, answer) {
    const { p, q, r, d, cost } = readCube(s);
    const lines = intLines(answer);
    if (lines === null || lines.length !== p || lines.some((l) => l.length !== q)) return false;
    const f = lines.flat();
    return cubeValid(p, q, r, d, f) && cubeCost(cost, f) === cubeBest(s).value;
  },
};

test("min-cube-assignment agrees with a solver that reads only its statement", () => {
  auditFromPrompt("min-cube-assignment", cube);
});

// ---------------------------------------------------------------- minimum-crossing-edges-graph-partition
// Every partition into exactly K non-empty parts (restricted growth strings).

function readPartition(s: string) {
  const n = num(s, /graph with (\d+) vertices/);
  const k = num(s, /Split the vertices into (\d+) non-empty parts/);
  return { n, k, edges: pairs(s) };
}

function crossings(edges: [number, number][], part: number[]): number {
  return edges.filter(([u, v]) => part[u] !== part[v]).length;
}

const partitionBest = memo((s: string) => {
  const { n, k, edges } = readPartition(s);
  let best = Number.POSITIVE_INFINITY;
  let arg: number[] = [];
  const part: number[] = [];
  const rec = (v: number, used: number) => {
    if (n - v < k - used) return;
    if (v === n) {
      const c = crossings(edges, part);
      if (c < best) {
        best = c;
        arg = [...part];
      }
      return;
    }
    for (let x = 0; x <= Math.min(used, k - 1); x++) {
      part.push(x);
      rec(v + 1, Math.max(used, x + 1));
      part.pop();
    }
  };
  rec(0, 0);
  return { value: best, arg };
});

const partition: PromptSolver = {
  solve: (s) => partitionBest(s).arg.join(" "),
  judge(s, answer) {
    const { n, k, edges } = readPartition(s);
    const part = ints(answer);
    if (part === null || part.length !== n || part.some((x) => !(Number.isInteger(x) && x >= 0 && x < k)))
      return false;
    if (new Set(part).size !== k) return false;
    return crossings(edges, part) === partitionBest(s).value;
  },
};

test("minimum-crossing-edges-graph-partition agrees with a solver that reads only its statement", () => {
  auditFromPrompt("minimum-crossing-edges-graph-partition", partition);
});

// ---------------------------------------------------------------- the shortcuts above, against brute force
// Four solvers rest on an argument rather than plain enumeration; each is checked here on small random cases
// against a search that assumes nothing.

/** Least cost to reach any state accepted by `goal` (Dijkstra over string-keyed states, small spaces). */
function cheapest(
  start: string,
  moves: (state: string) => [string, number][],
  goal: (s: string) => boolean,
): number {
  const best = new Map<string, number>([[start, 0]]);
  const done = new Set<string>();
  for (;;) {
    let at: string | null = null;
    for (const [k, v] of best) if (!done.has(k) && (at === null || v < best.get(at)!)) at = k;
    if (at === null) return Number.POSITIVE_INFINITY;
    if (goal(at)) return best.get(at)!;
    done.add(at);
    for (const [to, c] of moves(at)) {
      const v = best.get(at)! + c;
      if (v < (best.get(to) ?? Number.POSITIVE_INFINITY)) best.set(to, v);
    }
  }
}

test("the campfire bound (misplaced students) equals a search over every sequence of moves", () => {
  const rng = Rng.from("b15c-campfire-brute");
  for (let round = 0; round < 30; round++) {
    const n = rng.int(3, 5);
    const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
    const wants = new Map<number, [number, number]>();
    for (const [i, v] of order.entries()) wants.set(v, [order[(i + n - 1) % n]!, order[(i + 1) % n]!]);
    const seats = rng.shuffle(Array.from({ length: n }, (_, i) => i));
    const cycles: number[][] = [];
    const grow = (c: number[]) => {
      if (c.length >= 2) cycles.push([...c]);
      for (let v = 0; v < n; v++) {
        if (!c.includes(v)) {
          c.push(v);
          grow(c);
          c.pop();
        }
      }
    };
    grow([]);
    const moves = (state: string): [string, number][] => {
      const seating = state.split(",").map(Number);
      return cycles.map((m) => {
        const seatOf = new Array<number>(n);
        seating.forEach((v, j) => {
          seatOf[v] = j;
        });
        const next = [...seating];
        m.forEach((b, i) => {
          next[seatOf[m[(i + 1) % m.length]!]!] = b;
        });
        return [next.join(","), m.length];
      });
    };
    const searched = cheapest(seats.join(","), moves, (st) => happy(n, wants, st.split(",").map(Number)));
    assert.equal(campfireOptimum(n, seats, wants).cost, searched, `seats ${seats} order ${order}`);
  }
});

test("the disinfection plane count equals a search over every set of sub-box operations", () => {
  const rng = Rng.from("b15c-disinfection-brute");
  for (let round = 0; round < 30; round++) {
    const dims = rng.pick([
      [2, 2, 2],
      [1, 2, 4],
      [1, 3, 3],
      [2, 1, 3],
      [2, 3, 1],
    ]);
    const [a, b, c] = dims as [number, number, number];
    const cell = (x: number, y: number, z: number) => (x * b + y) * c + z;
    const zmask = Array.from({ length: a }, () => Array.from({ length: b }, () => rng.int(0, (1 << c) - 1)));
    let marked = 0;
    for (let x = 0; x < a; x++)
      for (let y = 0; y < b; y++)
        for (let z = 0; z < c; z++) if ((zmask[x]![y]! >> z) & 1) marked |= 1 << cell(x, y, z);
    const ops: [number, number][] = [];
    for (let x1 = 0; x1 < a; x1++)
      for (let x2 = x1; x2 < a; x2++)
        for (let y1 = 0; y1 < b; y1++)
          for (let y2 = y1; y2 < b; y2++)
            for (let z1 = 0; z1 < c; z1++)
              for (let z2 = z1; z2 < c; z2++) {
                let m = 0;
                for (let x = x1; x <= x2; x++)
                  for (let y = y1; y <= y2; y++) for (let z = z1; z <= z2; z++) m |= 1 << cell(x, y, z);
                ops.push([m, Math.min(x2 - x1 + 1, y2 - y1 + 1, z2 - z1 + 1)]);
              }
    const searched = cheapest(
      String(marked),
      (st) => ops.map(([m, w]) => [String(Number(st) & ~m), w]),
      (st) => st === "0",
    );
    assert.equal(disinfectionOptimum(a, b, zmask).cost, searched, `box ${dims} ${JSON.stringify(zmask)}`);
  }
});

test("the emperor-worries DP equals a search over every medal assignment", () => {
  const rng = Rng.from("b15c-emperor-brute");
  for (let round = 0; round < 40; round++) {
    const n = rng.int(3, 6);
    const r = Array.from({ length: n }, () => rng.int(1, 3));
    const fits = (t: number): boolean => {
      const sets: number[] = [];
      const rec = (i: number): boolean => {
        if (i === n) return (sets[n - 1]! & sets[0]!) === 0;
        for (let m = 0; m < 1 << t; m++) {
          if (popcount(m) !== r[i]! || (i > 0 && (m & sets[i - 1]!) !== 0)) continue;
          sets[i] = m;
          if (rec(i + 1)) return true;
        }
        return false;
      };
      return rec(0);
    };
    let t = 1;
    while (!fits(t)) t++;
    let mine = 0;
    while (!emperorFeasible(r, mine)) mine++;
    assert.equal(mine, t, `r = ${r}`);
  }
});

test("the gas-fire-extinguishers b-matching optimum equals a search over every assignment", () => {
  const rng = Rng.from("b15c-gas-brute");
  for (let round = 0; round < 40; round++) {
    const n = rng.int(2, 6);
    const edges: [number, number][] = [];
    for (let v = 1; v < n; v++) edges.push([rng.int(0, v - 1), v]);
    const k = rng.int(1, 3);
    const cap = rng.int(1, 4);
    const dist = distances(n, edges);
    let best = Number.POSITIVE_INFINITY;
    const hosts: number[] = [];
    const rec = (u: number) => {
      if (u === n) {
        best = Math.min(best, gasCost(cap, n, hosts));
        return;
      }
      for (let v = 0; v < n; v++) {
        if (dist[u]![v]! <= k) {
          hosts.push(v);
          rec(u + 1);
          hosts.pop();
        }
      }
    };
    rec(0);
    assert.equal(gasOptimum(n, k, cap, dist).cost, best, `edges ${JSON.stringify(edges)} k ${k} cap ${cap}`);
  }
});

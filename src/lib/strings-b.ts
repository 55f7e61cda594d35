// String algorithms shared by the string environments (counting DPs, constructions) and their brute forces.
import { mulMod } from "./numtheory.ts";

/** KMP failure function of p. */
export function prefixFunction(p: string): number[] {
  const pi = new Array<number>(p.length).fill(0);
  for (let i = 1; i < p.length; i++) {
    let k = pi[i - 1];
    while (k > 0 && p[i] !== p[k]) k = pi[k - 1];
    if (p[i] === p[k]) k++;
    pi[i] = k;
  }
  return pi;
}

function matMul(a: number[][], b: number[][], mod: number): number[][] {
  const n = a.length;
  const c = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < n; k++) {
      const x = a[i][k];
      if (x === 0) continue;
      const bk = b[k];
      const ci = c[i];
      for (let j = 0; j < n; j++) if (bk[j] !== 0) ci[j] = (ci[j] + mulMod(x, bk[j], mod)) % mod;
    }
  }
  return c;
}

/**
 * Number of binary strings of length n that do not contain p as a substring, modulo mod, from the linear
 * recurrence of order m = |p| given by p's autocorrelation (Guibas and Odlyzko: the generating function is
 * c(z) / (z^m + (1 - 2z) c(z)), c(z) = sum of z^k over the shifts k at which p overlaps itself), with
 * x^n reduced modulo its characteristic polynomial (Kitamasa): O(m^2 log n) instead of the transfer
 * matrix's O(m^3 log n). notContainingCountMatrix is the direct method, kept as the cross-check.
 */
export function notContainingCount(n: number, p: string, mod: number): number {
  const m = p.length;
  const d = new Array<number>(m + 1).fill(0);
  d[m] = 1;
  for (let k = 0; k < m; k++) {
    if (p.slice(k) !== p.slice(0, m - k)) continue;
    d[k]! += 1;
    d[k + 1]! -= 2;
  }
  // a_t = sum over j = 1..m of e[j] * a_(t-j), with e[j] = -d[j] mod `mod` (d[0] = 1).
  const e = d.map((v) => ((-v % mod) + mod) % mod);
  const norm = (v: number) => v % mod;
  // Multiply two residues of degree < m and reduce modulo x^m - e[1] x^(m-1) - ... - e[m].
  const reduce = (prod: number[]): number[] => {
    for (let k = prod.length - 1; k >= m; k--) {
      const t = prod[k]!;
      if (t === 0) continue;
      for (let j = 1; j <= m; j++) if (e[j] !== 0) prod[k - j] = (prod[k - j]! + mulMod(t, e[j]!, mod)) % mod;
    }
    return prod.slice(0, m);
  };
  const square = (a: number[]): number[] => {
    const prod = new Array<number>(2 * m - 1).fill(0);
    for (let i = 0; i < m; i++) {
      if (a[i] === 0) continue;
      for (let j = 0; j < m; j++)
        if (a[j] !== 0) prod[i + j] = (prod[i + j]! + mulMod(a[i]!, a[j]!, mod)) % mod;
    }
    return reduce(prod);
  };
  let r = new Array<number>(m).fill(0);
  r[0] = norm(1);
  for (let bit = Math.floor(Math.log2(Math.max(n, 1))) + 1; bit >= 0; bit--) {
    r = square(r);
    if (Math.floor(n / 2 ** bit) % 2 === 1) r = reduce([0, ...r]);
  }
  let total = 0;
  let pow2 = norm(1);
  for (let i = 0; i < m; i++) {
    total = (total + mulMod(r[i]!, pow2, mod)) % mod;
    pow2 = (pow2 * 2) % mod;
  }
  return total;
}

/** notContainingCount by powers of the KMP automaton's transfer matrix. */
export function notContainingCountMatrix(n: number, p: string, mod: number): number {
  const m = p.length;
  const pi = prefixFunction(p);
  const t = Array.from({ length: m }, () => new Array<number>(m).fill(0));
  for (let s = 0; s < m; s++) {
    for (const c of "01") {
      let k = s;
      while (k > 0 && p[k] !== c) k = pi[k - 1];
      if (p[k] === c) k++;
      if (k < m) t[s][k] = (t[s][k] + 1) % mod;
    }
  }
  let r = Array.from({ length: m }, (_, i) => Array.from({ length: m }, (_, j) => (i === j ? 1 % mod : 0)));
  let base = t;
  for (let e = n; e > 0; e = Math.floor(e / 2)) {
    if (e % 2 === 1) r = matMul(r, base, mod);
    if (e > 1) base = matMul(base, base, mod);
  }
  let total = 0;
  for (let j = 0; j < m; j++) total = (total + r[0][j]) % mod;
  return total;
}

/** Number of ways to cut s into palindromic pieces. */
export function palindromePartitions(s: string): bigint {
  const n = s.length;
  const pal = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  for (let len = 1; len <= n; len++)
    for (let i = 0; i + len <= n; i++) {
      const j = i + len - 1;
      pal[i][j] = s[i] === s[j] && (len <= 2 || pal[i + 1][j - 1]);
    }
  const f = new Array<bigint>(n + 1).fill(0n);
  f[0] = 1n;
  for (let j = 1; j <= n; j++) for (let i = 0; i < j; i++) if (pal[i][j - 1]) f[j] += f[i];
  return f[n];
}

/** Whether a and b (same length) are cyclic rotations of each other. */
export function isRotation(a: string, b: string): boolean {
  return a.length === b.length && (a + a).includes(b);
}

/** Largest L with 2L <= |s| such that the length-L prefix and suffix are rotations of each other. */
export function prefixuffix(s: string): number {
  for (let l = Math.floor(s.length / 2); l > 0; l--)
    if (isRotation(s.slice(0, l), s.slice(s.length - l))) return l;
  return 0;
}

/** Whether every prefix and every suffix of w has at least as many p's as j's. */
export function isSaladBar(w: string): boolean {
  let bal = 0;
  for (const c of w) {
    bal += c === "p" ? 1 : -1;
    if (bal < 0) return false;
  }
  bal = 0;
  for (let i = w.length - 1; i >= 0; i--) {
    bal += w[i] === "p" ? 1 : -1;
    if (bal < 0) return false;
  }
  return true;
}

/** A longest substring [l, r) of s satisfying isSaladBar (O(n^2)). */
export function saladBar(s: string): { l: number; r: number } {
  const n = s.length;
  let best = { l: 0, r: 0 };
  for (let l = 0; l < n; l++) {
    let bal = 0;
    for (let r = l; r < n; r++) {
      bal += s[r] === "p" ? 1 : -1;
      if (bal < 0) break;
      if (r + 1 - l > best.r - best.l) {
        let sb = 0;
        let ok = true;
        for (let i = r; i >= l && ok; i--) {
          sb += s[i] === "p" ? 1 : -1;
          if (sb < 0) ok = false;
        }
        if (ok) best = { l, r: r + 1 };
      }
    }
  }
  return best;
}

/** The k-th (1-based) character of the infinite string obtained by repeatedly doubling s into s + rotateRight(s). */
export function secretCowCode(s: string, k: number): string {
  let len = s.length;
  while (len < k) len *= 2;
  let pos = k;
  while (pos > s.length) {
    const half = len / 2;
    if (pos > half) pos = pos === half + 1 ? half : pos - half - 1;
    len = half;
  }
  return s[pos - 1];
}

/** Number of pairs (occurrence in s, occurrence in t) of equal non-empty substrings. */
export function sharedSubstringPairs(s: string, t: string): bigint {
  const m = t.length;
  let prev = new Array<number>(m + 1).fill(0);
  let total = 0n;
  for (let i = s.length - 1; i >= 0; i--) {
    const cur = new Array<number>(m + 1).fill(0);
    for (let j = m - 1; j >= 0; j--) {
      if (s[i] === t[j]) cur[j] = prev[j + 1] + 1;
      total += BigInt(cur[j]);
    }
    prev = cur;
  }
  return total;
}

/** Length of the longest run of equal characters. */
export function longestRun(s: string): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    run = i > 0 && s[i] === s[i - 1] ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

function runs(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; ) {
    let j = i;
    while (j < s.length && s[j] === s[i]) j++;
    out.push(j - i);
    i = j;
  }
  return out;
}

function alternating(n: number, first: string): string {
  const other = first === "0" ? "1" : "0";
  let out = "";
  for (let i = 0; i < n; i++) out += i % 2 === 0 ? first : other;
  return out;
}

function hamming(a: string, b: string): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) d++;
  return d;
}

/** A binary string within k flips of s whose longest run is as short as possible. */
export function shortestUnicolor(s: string, k: number): string {
  const n = s.length;
  for (const first of ["0", "1"]) {
    const alt = alternating(n, first);
    if (hamming(s, alt) <= k) return alt;
  }
  const rs = runs(s);
  for (let l = 2; ; l++) {
    const cost = rs.reduce((acc, r) => acc + Math.floor(r / (l + 1)), 0);
    if (cost > k) continue;
    const out = s.split("");
    let start = 0;
    for (const r of rs) {
      const flips = Math.floor(r / (l + 1));
      for (let t = 1; t <= flips; t++) {
        const p = start + t * (l + 1) - (r % (l + 1) === 0 ? 2 : 1);
        out[p] = out[p] === "0" ? "1" : "0";
      }
      start += r;
    }
    return out.join("");
  }
}

/** Apply one "reverse the suffix of length x and move it to the front" operation. */
export function shiftReverse(s: string, x: number): string {
  const cut = s.length - x;
  return s.slice(cut).split("").reverse().join("") + s.slice(0, cut);
}

/** At most 3n shift operations turning s into t (a permutation of s). */
export function reversalConstruction(s: string, t: string): number[] {
  const n = s.length;
  const need: string[] = [];
  let block = t;
  for (let k = n; k > 0; k--) {
    need.push(block[0]);
    block = block.slice(1).split("").reverse().join("");
  }
  need.reverse();
  const ops: number[] = [];
  let cur = s;
  const apply = (x: number) => {
    if (x === 0) return;
    ops.push(x);
    cur = shiftReverse(cur, x);
  };
  for (let k = 0; k < n; k++) {
    const xlen = n - k;
    const u = cur.slice(0, xlen).indexOf(need[k]);
    if (u < 0) throw new Error("reversalConstruction: t is not a permutation of s");
    const v = xlen - u - 1;
    apply(n - u);
    apply(u + 1);
    apply(v);
  }
  if (cur !== t) throw new Error("reversalConstruction: construction failed");
  return ops;
}

/** Number of distinct non-empty strings that are subsequences of a, b and c. */
export function commonSubsequenceCount3(a: string, b: string, c: string): bigint {
  const alphabet = [...new Set(a)];
  const nexts = [a, b, c].map((s) => {
    const nx: Array<Map<string, number>> = [];
    for (let i = s.length; i >= 0; i--) {
      const m = i < s.length ? new Map(nx[0]) : new Map<string, number>();
      if (i < s.length) m.set(s[i], i);
      nx.unshift(m);
    }
    return nx;
  });
  const memo = new Map<number, bigint>();
  const f = (i: number, j: number, k: number): bigint => {
    const key = (i * 1000 + j) * 1000 + k;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let total = 0n;
    for (const ch of alphabet) {
      const x = nexts[0][i].get(ch);
      const y = nexts[1][j].get(ch);
      const z = nexts[2][k].get(ch);
      if (x === undefined || y === undefined || z === undefined) continue;
      total += 1n + f(x + 1, y + 1, z + 1);
    }
    memo.set(key, total);
    return total;
  };
  return f(0, 0, 0);
}

/** Minimum number of operations (add a character at either end, append the reverse on either side) building s. */
export function virusSynthesis(s: string): number {
  const n = s.length;
  const pal = Array.from({ length: n + 1 }, () => new Array<boolean>(n + 1).fill(true));
  for (let len = 2; len <= n; len++)
    for (let i = 0; i + len <= n; i++) pal[i][i + len] = s[i] === s[i + len - 1] && pal[i + 1][i + len - 1];
  const f = Array.from({ length: n + 1 }, () => new Array<number>(n + 1).fill(0));
  for (let len = 1; len <= n; len++)
    for (let i = 0; i + len <= n; i++) {
      const j = i + len;
      let best = Math.min(f[i + 1][j], f[i][j - 1]) + 1;
      if (len % 2 === 0 && pal[i][j]) {
        const h = len / 2;
        best = Math.min(best, f[i][i + h] + 1, f[i + h][j] + 1);
      }
      f[i][j] = best;
    }
  return f[0][n];
}

/** Number of non-empty subsets of distinct strings in which no string is a prefix of another. */
export function prefixFreeSubsets(words: string[]): bigint {
  const set = new Set(words);
  const sorted = [...set].sort();
  const g = (lo: number, hi: number): bigint => {
    let prod = 1n;
    let i = lo;
    while (i < hi) {
      const w = sorted[i];
      let j = i + 1;
      while (j < hi && sorted[j].startsWith(w)) j++;
      prod *= g(i + 1, j) + 1n;
      i = j;
    }
    return prod;
  };
  return g(0, sorted.length) - 1n;
}

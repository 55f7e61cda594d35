// String algorithms shared by the string environments.

/** The number of substrings s[i..j] whose reversal equals their bitwise complement (binary s). */
export function antiPalindromicCount(s: string): number {
  let count = 0;
  for (let c = 1; c < s.length; c++) {
    for (let l = c - 1, r = c; l >= 0 && r < s.length && s[l] !== s[r]; l--, r++) count++;
  }
  return count;
}

/** The lexicographically smallest rotation of s. */
export function minimalRotation(s: string): string {
  let best = s;
  for (let i = 1; i < s.length; i++) {
    const t = s.slice(i) + s.slice(0, i);
    if (t < best) best = t;
  }
  return best;
}

/** pal[i][j] = s.slice(i, j + 1) is a palindrome (i <= j). */
export function palindromeTable(s: string): boolean[][] {
  const n = s.length;
  const pal = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  for (let len = 1; len <= n; len++) {
    for (let i = 0; i + len <= n; i++) {
      const j = i + len - 1;
      pal[i]![j] = s[i] === s[j] && (len <= 2 || pal[i + 1]![j - 1]!);
    }
  }
  return pal;
}

/** Indices A < B < C with s[A:B] and s[B:C] palindromes maximising C - A. */
export function longestDoublePalindrome(s: string): [number, number, number] {
  const pal = palindromeTable(s);
  let best: [number, number, number] = [0, 1, 2];
  for (let a = 0; a < s.length; a++) {
    for (let b = a + 1; b < s.length; b++) {
      if (!pal[a]![b - 1]) continue;
      for (let c = s.length; c > b && c - a > best[2] - best[0]; c--) {
        if (pal[b]![c - 1]) {
          best = [a, b, c];
          break;
        }
      }
    }
  }
  return best;
}

/** Occurrences (overlapping) of t in s. */
export function occurrences(s: string, t: string): number {
  let k = 0;
  for (let i = s.indexOf(t); i >= 0; i = s.indexOf(t, i + 1)) k++;
  return k;
}

/** A palindromic substring T of s maximising |T| * occurrences(s, T), with that value. */
export function maxWeightPalindrome(s: string): { t: string; weight: number } {
  const pal = palindromeTable(s);
  const seen = new Set<string>();
  let best = { t: s[0]!, weight: 0 };
  for (let i = 0; i < s.length; i++) {
    for (let j = i; j < s.length; j++) {
      if (!pal[i]![j]) continue;
      const t = s.slice(i, j + 1);
      if (seen.has(t)) continue;
      seen.add(t);
      const w = t.length * occurrences(s, t);
      if (w > best.weight) best = { t, weight: w };
    }
  }
  return best;
}

/** Whether t = A + rev(A) + A + rev(A) for a non-empty A. */
export function isRepeatedPalindrome(t: string): boolean {
  if (t.length === 0 || t.length % 4 !== 0) return false;
  const h = t.length / 2;
  const w = t.slice(0, h);
  return t.slice(h) === w && w === [...w].reverse().join("");
}

/** The longest substring of s of the form A + rev(A) + A + rev(A) ("" if none). */
export function longestRepeatedPalindrome(s: string): string {
  const pal = palindromeTable(s);
  let best = "";
  for (let i = 0; i < s.length; i++) {
    for (let len = 4; i + len <= s.length; len += 4) {
      if (len <= best.length) continue;
      const h = len / 2;
      if (pal[i]![i + h - 1] && s.slice(i, i + h) === s.slice(i + h, i + len)) best = s.slice(i, i + len);
    }
  }
  return best;
}

/** Distinct-subsequence tables: next[i][c] = first index >= i holding alphabet[c] (or n). */
function subsequenceTables(s: string, alphabet: string): { next: number[][]; g: bigint[] } {
  const n = s.length;
  const next: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(alphabet.length).fill(n));
  for (let i = n - 1; i >= 0; i--) {
    next[i] = next[i + 1]!.slice();
    next[i]![alphabet.indexOf(s[i]!)] = i;
  }
  const g = new Array<bigint>(n + 2).fill(1n);
  for (let i = n - 1; i >= 0; i--) {
    let total = 1n;
    for (let c = 0; c < alphabet.length; c++) {
      const p = next[i]![c]!;
      if (p < n) total += g[p + 1]!;
    }
    g[i] = total;
  }
  return { next, g };
}

/** The number of distinct non-empty subsequences of s (letters from alphabet). */
export function distinctSubsequenceCount(s: string, alphabet: string): bigint {
  return subsequenceTables(s, alphabet).g[0]! - 1n;
}

/** The k-th (1-based) distinct non-empty subsequence of s in lexicographic order. */
export function kthDistinctSubsequence(s: string, alphabet: string, k: bigint): string {
  const sorted = [...alphabet].sort().join("");
  const { next, g } = subsequenceTables(s, sorted);
  const n = s.length;
  let out = "";
  let pos = 0;
  for (;;) {
    let moved = false;
    for (let c = 0; c < sorted.length; c++) {
      const p = next[pos]![c]!;
      if (p >= n) continue;
      const here = g[p + 1]!;
      if (k <= here) {
        out += sorted[c];
        if (k === 1n) return out;
        k -= 1n;
        pos = p + 1;
        moved = true;
        break;
      }
      k -= here;
    }
    if (!moved) throw new Error("kthDistinctSubsequence: k out of range");
  }
}

/** Whether deleting exactly one bracket of s can leave a balanced bracket string. */
export function isSemiBalanced(s: string): boolean {
  let p = 0;
  let min = 0;
  for (const ch of s) {
    p += ch === "(" ? 1 : -1;
    if (p < min) min = p;
  }
  return (p === 1 && min >= 0) || (p === -1 && min >= -1);
}

/** Completions counter for semi-balanced strings: f(rem, prefix, min in {0,-1}). */
function semiBalancedCounter(): (rem: number, p: number, m: number) => bigint {
  const memo = new Map<string, bigint>();
  const f = (rem: number, p: number, m: number): bigint => {
    if (p < -1 || p - rem > 1 || p + rem < -1) return 0n;
    if (rem === 0) return (p === 1 && m === 0) || p === -1 ? 1n : 0n;
    const key = `${rem},${p},${m}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const down = p - 1;
    const v = f(rem - 1, p + 1, m) + (down < -1 ? 0n : f(rem - 1, down, Math.min(m, down)));
    memo.set(key, v);
    return v;
  };
  return f;
}

/** The number of semi-balanced bracket strings of length n. */
export function semiBalancedCount(n: number): bigint {
  return semiBalancedCounter()(n, 0, 0);
}

/** The k-th (1-based, '(' < ')') semi-balanced bracket string of length n. */
export function kthSemiBalanced(n: number, k: bigint): string {
  const f = semiBalancedCounter();
  if (k < 1n || k > f(n, 0, 0)) throw new Error("kthSemiBalanced: k out of range");
  let out = "";
  let p = 0;
  let m = 0;
  for (let rem = n; rem > 0; rem--) {
    const open = f(rem - 1, p + 1, m);
    if (k <= open) {
      out += "(";
      p += 1;
    } else {
      k -= open;
      out += ")";
      p -= 1;
      m = Math.min(m, p);
    }
  }
  return out;
}

/** The binary string C[i] = [(a*i + b) mod n >= p], i in [0, n). */
export function kurString(n: number, a: number, b: number, p: number): string {
  let out = "";
  for (let i = 0; i < n; i++) out += Number((BigInt(a) * BigInt(i) + BigInt(b)) % BigInt(n)) >= p ? "1" : "0";
  return out;
}

/** Occurrences of pattern in kurString(n, a, b, p) without building it (gcd(a, n) = 1). */
export function kurCount(n: number, a: number, b: number, p: number, pattern: string): number {
  const m = pattern.length;
  if (m > n) return 0;
  const N = BigInt(n);
  const arcs: Array<[number, number]> = [];
  const forbid = (lo: number, hi: number) => {
    if (lo < hi) arcs.push([lo, hi]);
  };
  for (let j = 0; j < m; j++) {
    const shift = Number((BigInt(a) * BigInt(j)) % N);
    const [lo, hi] = pattern[j] === "1" ? [0, p] : [p, n];
    const s = (((lo - shift) % n) + n) % n;
    const e = s + (hi - lo);
    if (e <= n) forbid(s, e);
    else {
      forbid(s, n);
      forbid(0, e - n);
    }
  }
  arcs.sort((x, y) => x[0] - y[0]);
  let covered = 0;
  let curS = -1;
  let curE = -1;
  for (const [s, e] of arcs) {
    if (s > curE) {
      covered += curE - curS;
      curS = s;
      curE = e;
    } else if (e > curE) curE = e;
  }
  covered += curE - curS;
  let count = n - covered;
  for (let i = n - m + 1; i < n; i++) {
    const x = Number((BigInt(a) * BigInt(i) + BigInt(b)) % N);
    let ok = true;
    for (let j = 0; j < m && ok; j++) {
      const y = Number((BigInt(x) + BigInt(a) * BigInt(j)) % N);
      if ((y >= p ? "1" : "0") !== pattern[j]) ok = false;
    }
    if (ok) count--;
  }
  return count;
}

/** Longest proper suffix of x that is a prefix of y (x !== y are not substrings of each other). */
export function overlap(x: string, y: string): number {
  for (let k = Math.min(x.length, y.length) - 1; k > 0; k--) {
    if (x.endsWith(y.slice(0, k))) return k;
  }
  return 0;
}

/** Minimum length of a string containing at least m occurrences of the words (none contains another). */
export function choHamsters(words: string[], m: number): number {
  const k = words.length;
  const cost = words.map((x) => words.map((y) => y.length - (x === y ? overlapSelf(x) : overlap(x, y))));
  const INF = Number.POSITIVE_INFINITY;
  const mul = (A: number[][], B: number[][]): number[][] =>
    A.map((row) =>
      B[0]!.map((_, j) => {
        let best = INF;
        for (let t = 0; t < k; t++) best = Math.min(best, row[t]! + B[t]![j]!);
        return best;
      }),
    );
  let res: number[] = words.map((w) => w.length);
  let base = cost;
  let e = m - 1;
  while (e > 0) {
    if (e & 1) res = res.map((_, j) => Math.min(...res.map((r, t) => r + base[t]![j]!)));
    base = mul(base, base);
    e = Math.floor(e / 2);
  }
  return Math.min(...res);
}

/** Longest proper border of x. */
export function overlapSelf(x: string): number {
  for (let k = x.length - 1; k > 0; k--) if (x.endsWith(x.slice(0, k))) return k;
  return 0;
}

/** Minimum swaps turning binary s into an alternating string, with one optimal list of swaps. */
export function binaryAlternation(s: string): { swaps: Array<[number, number]>; count: number } | null {
  const zeros = [...s].filter((c) => c === "0").length;
  const ones = s.length - zeros;
  let best: Array<[number, number]> | null = null;
  for (const first of ["0", "1"]) {
    const target = Array.from(s, (_, i) => (i % 2 === 0 ? first : first === "0" ? "1" : "0"));
    const tz = target.filter((c) => c === "0").length;
    if (tz !== zeros || s.length - tz !== ones) continue;
    const wrong0: number[] = [];
    const wrong1: number[] = [];
    for (let i = 0; i < s.length; i++) {
      if (s[i] !== target[i]) (s[i] === "0" ? wrong0 : wrong1).push(i);
    }
    const swaps = wrong0.map((i, t) => [i, wrong1[t]!] as [number, number]);
    if (best === null || swaps.length < best.length) best = swaps;
  }
  return best === null ? null : { swaps: best, count: best.length };
}

/** Whether a binary string alternates. */
export function isAlternating(s: string): boolean {
  for (let i = 1; i < s.length; i++) if (s[i] === s[i - 1]) return false;
  return true;
}

function mobius(n: number): number {
  let m = n;
  let sign = 1;
  for (let p = 2; p * p <= m; p++) {
    if (m % p !== 0) continue;
    m /= p;
    if (m % p === 0) return 0;
    sign = -sign;
  }
  return m > 1 ? -sign : sign;
}

/**
 * Distinct strings of length 1..maxN over c letters that split into two non-empty palindromes. A primitive word
 * has at most one split (at a cut in [0, len)) into two palindromes, and u^k has k of them, so Möbius inversion
 * of the split count gives the words with a split; primitive palindromes (split only at cut 0) are removed.
 */
export function doublePalindromicCount(maxN: number, c: number): bigint {
  // Powers of c (palindromes of length len: c^ceil(len/2)), split counts and divisor lists computed once.
  const pow = [1n];
  for (let i = 1; i <= Math.ceil(maxN / 2); i++) pow.push(pow[i - 1]! * BigInt(c));
  const pal = (len: number) => pow[(len + 1) >> 1]!;
  const splits = [0n];
  for (let n = 1; n <= maxN; n++) {
    let t = 0n;
    for (let k = 0; k < n; k++) t += pal(k) * pal(n - k);
    splits.push(t);
  }
  const divisors: number[][] = Array.from({ length: maxN + 1 }, () => []);
  for (let d = 1; d <= maxN; d++) for (let n = d; n <= maxN; n += d) divisors[n]!.push(d);
  const g: bigint[] = [0n];
  let total = 0n;
  for (let n = 1; n <= maxN; n++) {
    let gn = 0n;
    let primPal = 0n;
    for (const d of divisors[n]!) {
      const mu = mobius(n / d);
      if (mu === 0) continue;
      gn += BigInt(mu * (n / d)) * splits[d]!;
      primPal += mu > 0 ? pal(d) : -pal(d);
    }
    g.push(gn);
    let h = 0n;
    for (const d of divisors[n]!) h += g[d]!;
    total += h - primPal;
  }
  return total;
}

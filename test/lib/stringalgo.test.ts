import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import {
  antiPalindromicCount,
  binaryAlternation,
  choHamsters,
  distinctSubsequenceCount,
  doublePalindromicCount,
  isSemiBalanced,
  kthDistinctSubsequence,
  kthSemiBalanced,
  kurCount,
  kurString,
  longestDoublePalindrome,
  longestRepeatedPalindrome,
  maxWeightPalindrome,
  minimalRotation,
  occurrences,
  semiBalancedCount,
} from "../../src/lib/stringalgo.ts";

const isPal = (t: string) => t === [...t].reverse().join("");
const word = (alpha: string, max: number) =>
  fc.array(fc.constantFrom(...alpha), { minLength: 2, maxLength: max }).map((a) => a.join(""));

it("anti-palindromic count matches enumeration", () => {
  fc.assert(
    fc.property(word("01", 14), (s) => {
      let k = 0;
      for (let i = 0; i < s.length; i++)
        for (let j = i + 1; j <= s.length; j++) {
          const t = s.slice(i, j);
          const rc = [...t]
            .reverse()
            .map((c) => (c === "0" ? "1" : "0"))
            .join("");
          if (rc === t) k++;
        }
      assert.equal(antiPalindromicCount(s), k);
    }),
  );
});

it("minimal rotation is the least rotation", () => {
  fc.assert(
    fc.property(word("01", 12), (s) => {
      const all = [...s].map((_, i) => s.slice(i) + s.slice(0, i)).sort();
      assert.equal(minimalRotation(s), all[0]);
    }),
  );
});

it("distinct subsequences: count and k-th match enumeration", () => {
  fc.assert(
    fc.property(word("abc", 9), (s) => {
      const set = new Set<string>();
      for (let mask = 1; mask < 1 << s.length; mask++) {
        let t = "";
        for (let i = 0; i < s.length; i++) if (mask & (1 << i)) t += s[i];
        set.add(t);
      }
      const sorted = [...set].sort();
      assert.equal(distinctSubsequenceCount(s, "abc"), BigInt(sorted.length));
      for (const [i, t] of sorted.entries()) assert.equal(kthDistinctSubsequence(s, "cab", BigInt(i + 1)), t);
    }),
    { numRuns: 60 },
  );
});

it("double palindrome, repeated palindrome and max-weight palindrome are optimal", () => {
  fc.assert(
    fc.property(word("ab", 13), (s) => {
      const n = s.length;
      let dp = 0;
      let rp = 0;
      let mw = 0;
      for (let a = 0; a < n; a++)
        for (let c = a + 1; c <= n; c++) {
          const t = s.slice(a, c);
          if (isPal(t)) mw = Math.max(mw, t.length * occurrences(s, t));
          if (
            t.length % 4 === 0 &&
            t.slice(0, t.length / 2) === t.slice(t.length / 2) &&
            isPal(t.slice(0, t.length / 2))
          )
            rp = Math.max(rp, t.length);
          for (let b = a + 1; b < c; b++)
            if (isPal(s.slice(a, b)) && isPal(s.slice(b, c))) dp = Math.max(dp, c - a);
        }
      const [a, b, c] = longestDoublePalindrome(s);
      assert.equal(c - a, dp);
      assert.ok(isPal(s.slice(a, b)) && isPal(s.slice(b, c)) && a < b && b < c);
      assert.equal(longestRepeatedPalindrome(s).length, rp);
      assert.equal(maxWeightPalindrome(s).weight, mw);
    }),
  );
});

it("semi-balanced strings: count and k-th match enumeration by deletion", () => {
  for (let n = 1; n <= 11; n += 2) {
    const all: string[] = [];
    for (let mask = 0; mask < 1 << n; mask++) {
      let s = "";
      for (let i = n - 1; i >= 0; i--) s += mask & (1 << i) ? ")" : "(";
      let ok = false;
      for (let d = 0; d < n && !ok; d++) {
        const t = s.slice(0, d) + s.slice(d + 1);
        let p = 0;
        let good = true;
        for (const ch of t) {
          p += ch === "(" ? 1 : -1;
          if (p < 0) good = false;
        }
        if (good && p === 0) ok = true;
      }
      assert.equal(isSemiBalanced(s), ok);
      if (ok) all.push(s);
    }
    assert.equal(semiBalancedCount(n), BigInt(all.length));
    for (const [i, s] of all.entries()) assert.equal(kthSemiBalanced(n, BigInt(i + 1)), s);
  }
});

it("KUR count matches direct counting", () => {
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 40 }),
      fc.nat(),
      fc.nat(),
      fc.nat(),
      fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
      (n, a0, b0, p0, bits) => {
        let a = (a0 % (n - 1)) + 1;
        while (gcd(a, n) !== 1) a = (a % (n - 1)) + 1;
        const b = b0 % n;
        const p = p0 % (n + 1);
        const pattern = bits.map((x) => (x ? "1" : "0")).join("");
        assert.equal(kurCount(n, a, b, p, pattern), occurrences(kurString(n, a, b, p), pattern));
      },
    ),
  );
});

it("Cho hamsters length matches enumeration of short strings", () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(word("ab", 3), { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 1, max: 4 }),
      (ws, m) => {
        const words = ws.filter((w) => !ws.some((v) => v !== w && v.includes(w)));
        const want = choHamsters(words, m);
        let found = -1;
        for (let len = 1; len <= want && found < 0; len++) {
          for (let mask = 0; mask < 1 << len; mask++) {
            let s = "";
            for (let i = 0; i < len; i++) s += mask & (1 << i) ? "b" : "a";
            if (words.reduce((t, w) => t + occurrences(s, w), 0) >= m) {
              found = len;
              break;
            }
          }
        }
        assert.equal(found, want);
      },
    ),
    { numRuns: 80 },
  );
});

it("binary alternation uses the minimum number of swaps", () => {
  fc.assert(
    fc.property(word("01", 10), (s) => {
      const r = binaryAlternation(s);
      const start = s;
      const dist = new Map([[start, 0]]);
      const q = [start];
      let best = -1;
      for (let h = 0; h < q.length; h++) {
        const t = q[h]!;
        if ([...t].every((c, i) => i === 0 || c !== t[i - 1])) {
          best = dist.get(t)!;
          break;
        }
        for (let i = 0; i < t.length; i++)
          for (let j = i + 1; j < t.length; j++) {
            const u = t.slice(0, i) + t[j] + t.slice(i + 1, j) + t[i] + t.slice(j + 1);
            if (!dist.has(u)) {
              dist.set(u, dist.get(t)! + 1);
              q.push(u);
            }
          }
      }
      assert.equal(r === null ? -1 : r.count, best);
    }),
    { numRuns: 60 },
  );
});

it("double palindromic string count matches enumeration", () => {
  for (const c of [1, 2, 3]) {
    for (let maxN = 1; maxN <= (c === 3 ? 7 : 11); maxN++) {
      let count = 0;
      for (let len = 1; len <= maxN; len++) {
        for (let code = 0; code < c ** len; code++) {
          let s = "";
          for (let i = 0, x = code; i < len; i++, x = Math.floor(x / c)) s += String(x % c);
          let ok = false;
          for (let b = 1; b < len && !ok; b++) ok = isPal(s.slice(0, b)) && isPal(s.slice(b));
          if (ok) count++;
        }
      }
      assert.equal(doublePalindromicCount(maxN, c), BigInt(count), `c=${c} maxN=${maxN}`);
    }
  }
});

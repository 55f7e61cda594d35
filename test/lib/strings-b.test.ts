import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  commonSubsequenceCount3,
  isSaladBar,
  longestRun,
  notContainingCount,
  notContainingCountMatrix,
  palindromePartitions,
  prefixFreeSubsets,
  prefixuffix,
  reversalConstruction,
  saladBar,
  secretCowCode,
  sharedSubstringPairs,
  shiftReverse,
  shortestUnicolor,
  virusSynthesis,
} from "../../src/lib/strings-b.ts";

const word = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet.split("")), { minLength: min, maxLength: max }).map((a) => a.join(""));

const isPal = (w: string) => w === w.split("").reverse().join("");
const rev = (w: string) => w.split("").reverse().join("");

function allBinary(n: number): string[] {
  return Array.from({ length: 2 ** n }, (_, c) => c.toString(2).padStart(n, "0")).map((x) =>
    n === 0 ? "" : x,
  );
}

function subsequences(s: string): Set<string> {
  const out = new Set<string>();
  for (let mask = 1; mask < 2 ** s.length; mask++) {
    let w = "";
    for (let i = 0; i < s.length; i++) if (mask & (1 << i)) w += s[i];
    out.add(w);
  }
  return out;
}

function isSubseq(w: string, s: string): boolean {
  let i = 0;
  for (const c of s) if (i < w.length && w[i] === c) i++;
  return i === w.length;
}

describe("strings-b solvers against brute force", () => {
  it("notContainingCount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        word("01", 1, 4),
        fc.integer({ min: 2, max: 1000 }),
        (n, p, mod) => {
          const brute = allBinary(n).filter((w) => !w.includes(p)).length;
          assert.equal(notContainingCount(n, p, mod), brute % mod);
        },
      ),
    );
  });

  it("notContainingCount (recurrence) equals the transfer-matrix power for long strings and large moduli", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        word("01", 2, 24),
        fc.integer({ min: 1000, max: 1_000_000_000 }),
        (n, p, mod) => {
          assert.equal(notContainingCount(n, p, mod), notContainingCountMatrix(n, p, mod));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("palindromePartitions", () => {
    fc.assert(
      fc.property(word("ab", 1, 10), (s) => {
        const count = (i: number): number => {
          if (i === s.length) return 1;
          let t = 0;
          for (let j = i + 1; j <= s.length; j++) if (isPal(s.slice(i, j))) t += count(j);
          return t;
        };
        assert.equal(palindromePartitions(s), BigInt(count(0)));
      }),
    );
  });

  it("prefixuffix", () => {
    fc.assert(
      fc.property(word("ab", 1, 12), (s) => {
        let best = 0;
        for (let l = 1; 2 * l <= s.length; l++) {
          const a = s.slice(0, l);
          const b = s.slice(s.length - l);
          for (let r = 0; r < l; r++) if (a.slice(r) + a.slice(0, r) === b) best = l;
        }
        assert.equal(prefixuffix(s), best);
      }),
    );
  });

  it("saladBar", () => {
    fc.assert(
      fc.property(word("jp", 1, 14), (s) => {
        let best = 0;
        for (let l = 0; l < s.length; l++)
          for (let r = l + 1; r <= s.length; r++) if (isSaladBar(s.slice(l, r))) best = Math.max(best, r - l);
        const { l, r } = saladBar(s);
        assert.equal(r - l, best);
        if (best > 0) assert.ok(isSaladBar(s.slice(l, r)));
      }),
    );
  });

  it("secretCowCode", () => {
    fc.assert(
      fc.property(word("abc", 1, 5), fc.integer({ min: 1, max: 300 }), (s, k) => {
        let w = s;
        while (w.length < k) w = w + w[w.length - 1] + w.slice(0, w.length - 1);
        assert.equal(secretCowCode(s, k), w[k - 1]);
      }),
    );
  });

  it("sharedSubstringPairs", () => {
    fc.assert(
      fc.property(word("ab", 1, 8), word("ab", 1, 8), (s, t) => {
        let brute = 0;
        for (let i = 0; i < s.length; i++)
          for (let j = i + 1; j <= s.length; j++)
            for (let x = 0; x < t.length; x++)
              for (let y = x + 1; y <= t.length; y++) if (s.slice(i, j) === t.slice(x, y)) brute++;
        assert.equal(sharedSubstringPairs(s, t), BigInt(brute));
      }),
    );
  });

  it("shortestUnicolor", () => {
    fc.assert(
      fc.property(word("01", 1, 11), fc.integer({ min: 0, max: 6 }), (s, k) => {
        let best = Number.POSITIVE_INFINITY;
        for (const w of allBinary(s.length)) {
          let d = 0;
          for (let i = 0; i < s.length; i++) if (w[i] !== s[i]) d++;
          if (d <= k) best = Math.min(best, longestRun(w));
        }
        const out = shortestUnicolor(s, k);
        let d = 0;
        for (let i = 0; i < s.length; i++) if (out[i] !== s[i]) d++;
        assert.ok(d <= k);
        assert.equal(longestRun(out), best);
      }),
    );
  });

  it("reversalConstruction", () => {
    fc.assert(
      fc.property(word("abc", 1, 12), fc.integer(), (t, seed) => {
        const chars = t.split("");
        let x = Math.abs(seed);
        for (let i = chars.length - 1; i > 0; i--) {
          x = (x * 1103515245 + 12345) % 2147483648;
          const j = x % (i + 1);
          [chars[i], chars[j]] = [chars[j], chars[i]];
        }
        const s = chars.join("");
        const ops = reversalConstruction(s, t);
        assert.ok(ops.length <= 3 * s.length);
        assert.equal(
          ops.reduce((cur, op) => shiftReverse(cur, op), s),
          t,
        );
      }),
    );
  });

  it("commonSubsequenceCount3", () => {
    fc.assert(
      fc.property(word("abc", 1, 8), word("abc", 1, 8), word("abc", 1, 8), (a, b, c) => {
        const brute = [...subsequences(a)].filter((w) => isSubseq(w, b) && isSubseq(w, c)).length;
        assert.equal(commonSubsequenceCount3(a, b, c), BigInt(brute));
      }),
    );
  });

  it("virusSynthesis", () => {
    const dist = new Map<string, number>([["", 0]]);
    let frontier = [""];
    for (let d = 1; frontier.length > 0; d++) {
      const next: string[] = [];
      for (const w of frontier) {
        const cands = [rev(w) + w, w + rev(w)];
        for (const c of "AC") cands.push(c + w, w + c);
        for (const x of cands)
          if (x.length <= 8 && !dist.has(x)) {
            dist.set(x, d);
            next.push(x);
          }
      }
      frontier = next;
    }
    for (const [w, d] of dist) assert.equal(virusSynthesis(w), d, w);
  });

  it("prefixFreeSubsets", () => {
    fc.assert(
      fc.property(fc.uniqueArray(word("ab", 1, 4), { minLength: 1, maxLength: 10 }), (words) => {
        let brute = 0;
        for (let mask = 1; mask < 2 ** words.length; mask++) {
          const pick = words.filter((_, i) => mask & (1 << i));
          if (pick.every((a) => pick.every((b) => a === b || !b.startsWith(a)))) brute++;
        }
        assert.equal(prefixFreeSubsets(words), BigInt(brute));
      }),
    );
  });
});

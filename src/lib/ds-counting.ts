// Solvers for the array / matrix counting environments of the data-structures and other categories.

/** Pairs i < j with p[i] <= p[j], by merge sort. */
function nonDecreasingPairs(p: number[]): number {
  let count = 0;
  const sort = (a: number[]): number[] => {
    if (a.length <= 1) return a;
    const mid = a.length >> 1;
    const l = sort(a.slice(0, mid));
    const r = sort(a.slice(mid));
    const out: number[] = [];
    let i = 0;
    for (const x of r) {
      while (i < l.length && l[i]! <= x) out.push(l[i++]!);
      count += i;
      out.push(x);
    }
    while (i < l.length) out.push(l[i++]!);
    return out;
  };
  sort(p);
  return count;
}

/** Contiguous subarrays whose average is at least k. */
export function boundedMeanCount(a: readonly number[], k: number): number {
  const p = [0];
  for (const x of a) p.push(p[p.length - 1]! + x - k);
  return nonDecreasingPairs(p);
}

/** Subarrays of a (positive values) repeated m times whose sum is at most k, by two pointers. */
export function boundedSumCount(a: readonly number[], m: number, k: number): number {
  const n = a.length * m;
  let total = 0;
  let sum = 0;
  let lo = 0;
  for (let hi = 0; hi < n; hi++) {
    sum += a[hi % a.length]!;
    while (lo <= hi && sum > k) sum -= a[lo++ % a.length]!;
    total += hi - lo + 1;
  }
  return total;
}

/** Sum over i of the number of consecutive elements right of i strictly smaller than a[i]. */
export function smallerRunTotal(a: readonly number[]): number {
  const stack: number[] = [];
  let total = 0;
  for (let i = a.length - 1; i >= 0; i--) {
    while (stack.length > 0 && a[stack[stack.length - 1]!]! < a[i]!) stack.pop();
    const next = stack.length > 0 ? stack[stack.length - 1]! : a.length;
    total += next - i - 1;
    stack.push(i);
  }
  return total;
}

/** XOR of the sums of all contiguous subarrays. */
export function subarraySumXor(a: readonly number[]): number {
  let x = 0;
  for (let i = 0; i < a.length; i++) {
    let s = 0;
    for (let j = i; j < a.length; j++) {
      s += a[j]!;
      x ^= s;
    }
  }
  return x;
}

/** Sum of the XORs of all contiguous subarrays, bit by bit over prefix XORs (values below 2^30). */
export function subarrayXorSum(a: readonly number[]): bigint {
  let total = 0n;
  for (let b = 0; b < 30; b++) {
    const cnt = [1, 0];
    let pre = 0;
    let pairs = 0;
    for (const x of a) {
      pre ^= (x >> b) & 1;
      pairs += cnt[pre ^ 1]!;
      cnt[pre]!++;
    }
    total += BigInt(pairs) << BigInt(b);
  }
  return total;
}

/** Bounds [l, r] (0-based) of the leftmost longest subarray with max - min <= k. */
export function longestBoundedInterval(a: readonly number[], k: number): [number, number] {
  const mx: number[] = [];
  const mn: number[] = [];
  let mh = 0;
  let nh = 0;
  let lo = 0;
  let best: [number, number] = [0, 0];
  for (let hi = 0; hi < a.length; hi++) {
    while (mx.length > mh && a[mx[mx.length - 1]!]! <= a[hi]!) mx.pop();
    mx.push(hi);
    while (mn.length > nh && a[mn[mn.length - 1]!]! >= a[hi]!) mn.pop();
    mn.push(hi);
    while (a[mx[mh]!]! - a[mn[nh]!]! > k) {
      lo++;
      if (mx[mh]! < lo) mh++;
      if (mn[nh]! < lo) nh++;
    }
    if (hi - lo > best[1] - best[0]) best = [lo, hi];
  }
  return best;
}

/** Lexicographically largest length-k subsequence. */
export function maxLexSubsequence(a: readonly number[], k: number): number[] {
  const st: number[] = [];
  for (let i = 0; i < a.length; i++) {
    while (st.length > 0 && st[st.length - 1]! < a[i]! && st.length - 1 + (a.length - i) >= k) st.pop();
    if (st.length < k) st.push(a[i]!);
  }
  return st;
}

/** All-ones contiguous submatrices of a 0/1 matrix, O(n m^2) with column heights. */
export function allOnesSubmatrices(g: readonly (readonly number[])[]): number {
  const m = g[0]?.length ?? 0;
  const h = new Array<number>(m).fill(0);
  let total = 0;
  for (const row of g) {
    for (let j = 0; j < m; j++) h[j] = row[j] === 1 ? h[j]! + 1 : 0;
    for (let j = 0; j < m; j++) {
      let mn = Number.POSITIVE_INFINITY;
      for (let l = j; l >= 0 && mn > 0; l--) {
        mn = Math.min(mn, h[l]!);
        total += mn;
      }
    }
  }
  return total;
}

/** Non-empty contiguous submatrices whose sum is divisible by k, O(n^2 m). */
export function divisibleSubmatrices(g: readonly (readonly number[])[], k: number): number {
  const n = g.length;
  const m = g[0]?.length ?? 0;
  let total = 0;
  const cnt = new Map<number, number>();
  for (let top = 0; top < n; top++) {
    const col = new Array<number>(m).fill(0);
    for (let bot = top; bot < n; bot++) {
      for (let j = 0; j < m; j++) col[j] = (col[j]! + g[bot]![j]!) % k;
      cnt.clear();
      cnt.set(0, 1);
      let pre = 0;
      for (let j = 0; j < m; j++) {
        pre = (pre + col[j]!) % k;
        const c = cnt.get(pre) ?? 0;
        total += c;
        cnt.set(pre, c + 1);
      }
    }
  }
  return total;
}

/** Whether some non-empty proper subset of d (summing to 0 overall) also sums to 0, meet in the middle. */
export function hasZeroProperSubset(d: readonly number[]): boolean {
  // Meet in the middle over typed arrays: the subset sums of each half, the left ones sorted, and for each
  // right sum s the number of left sums equal to -s. The empty and the full set are the two trivial zeros.
  const half = d.length >> 1;
  const sums = (from: number, to: number): Float64Array => {
    const out = new Float64Array(2 ** (to - from));
    let len = 1;
    for (let k = from; k < to; k++) {
      const x = d[k]!;
      for (let i = 0; i < len; i++) out[len + i] = out[i]! + x;
      len *= 2;
    }
    return out;
  };
  const left = sums(0, half).sort();
  const right = sums(half, d.length);
  const lowerBound = (v: number): number => {
    let lo = 0;
    let hi = left.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (left[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  let pairs = 0;
  for (const s of right) {
    for (let i = lowerBound(-s); i < left.length && left[i] === -s; i++) if (++pairs > 2) return true;
  }
  return false;
}

/** A permutation b of distinct values a where no non-empty proper subset of positions keeps its sum. */
export function distinctSumPermutation(a: readonly number[]): number[] {
  const sorted = a.slice().sort((x, y) => x - y);
  const next = new Map<number, number>();
  for (let i = 0; i < sorted.length; i++) next.set(sorted[i]!, sorted[(i + 1) % sorted.length]!);
  return a.map((x) => next.get(x)!);
}

/** Values in [lo, hi] whose bits are constant on each class of identical bit columns of the k-bit inputs. */
export function nandReachableCount(nums: readonly number[], k: number, lo: number, hi: number): number {
  const cls: number[] = [];
  const keys = new Map<string, number>();
  for (let b = 0; b < k; b++) {
    const key = nums.map((x) => Math.floor(x / 2 ** b) % 2).join(""); // k may exceed 32 bits
    if (!keys.has(key)) keys.set(key, keys.size);
    cls[b] = keys.get(key)!;
  }
  const countLE = (x: number): number => {
    if (x < 0) return 0;
    if (x >= 2 ** k) x = 2 ** k - 1;
    const val = new Map<number, number>();
    let acc = 0;
    const freeBelow = (b: number): number => {
      const seen = new Set<number>();
      for (let i = 0; i < b; i++) if (!val.has(cls[i]!)) seen.add(cls[i]!);
      return seen.size;
    };
    for (let b = k - 1; b >= 0; b--) {
      const c = cls[b]!;
      const v = val.get(c);
      const xb = Math.floor(x / 2 ** b) % 2;
      if (xb === 1) {
        if (v === undefined) {
          val.set(c, 0);
          acc += 2 ** freeBelow(b);
          val.set(c, 1);
        } else if (v === 0) {
          return acc + 2 ** freeBelow(b);
        }
      } else {
        if (v === 1) return acc;
        val.set(c, 0);
      }
    }
    return acc + 1;
  };
  return countLE(hi) - countLE(lo - 1);
}

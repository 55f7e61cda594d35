// Sprague-Grundy and minimax solvers for the game-theory environments.

function mex(values: Iterable<number>): number {
  const seen = new Set(values);
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}

/**
 * Grundy values g[0..maxHeap] of one heap in the splitting game: a heap of at least f stones is split into
 * m >= 2 near-equal parts. Splitting x into m parts leaves r = x mod m parts of q + 1 and m - r parts of
 * q = floor(x / m), worth g[q + 1] (r odd) xor g[q] (m - r odd). Over the m sharing one q, r drops by q
 * per step, so both parities alternate with m: the first two m of each run give every option, O(sqrt x)
 * options per heap instead of x.
 */
export function stoneGameGrundy(f: number, maxHeap: number): number[] {
  const g = new Array<number>(maxHeap + 1).fill(0);
  // seen[v] === x: option value v occurs for heap x
  const seen = new Array<number>(2 * maxHeap + 4).fill(-1); // an option xors two values <= maxHeap
  for (let x = Math.max(f, 2); x <= maxHeap; x++) {
    for (let m = 2; m <= x; ) {
      const q = Math.floor(x / m);
      const last = Math.floor(x / q);
      for (let j = m; j <= Math.min(m + 1, last); j++) {
        const r = x - j * q;
        seen[((r & 1) === 1 ? g[q + 1]! : 0) ^ (((j - r) & 1) === 1 ? g[q]! : 0)] = x;
      }
      m = last + 1;
    }
    let v = 0;
    while (seen[v] === x) v++;
    g[x] = v;
  }
  return g;
}

/** For the prime-subtraction game on 0..n: whether the mover wins, and the game length when the winner hurries and the loser stalls. */
export function takingPrimeGame(n: number): { win: boolean[]; moves: number[] } {
  const isPrime = new Array<boolean>(n + 1).fill(true);
  isPrime[0] = false;
  if (n >= 1) isPrime[1] = false;
  for (let i = 2; i * i <= n; i++) if (isPrime[i]) for (let j = i * i; j <= n; j += i) isPrime[j] = false;
  const primes: number[] = [];
  for (let i = 2; i <= n; i++) if (isPrime[i]) primes.push(i);
  const win = new Array<boolean>(n + 1).fill(false);
  const moves = new Array<number>(n + 1).fill(0);
  for (let x = 2; x <= n; x++) {
    let best = Number.POSITIVE_INFINITY;
    let stall = 0;
    for (const p of primes) {
      if (p > x) break;
      if (!win[x - p]) best = Math.min(best, moves[x - p]! + 1);
      else stall = Math.max(stall, moves[x - p]! + 1);
    }
    win[x] = best !== Number.POSITIVE_INFINITY;
    moves[x] = win[x] ? best : stall;
  }
  return { win, moves };
}

/** Heaps (indices) to delete, of least total size, so that no non-empty subset of the rest has XOR 0. */
export function newNimDeletion(heaps: readonly number[]): number[] {
  const order = heaps.map((_, i) => i).sort((a, b) => heaps[b]! - heaps[a]! || a - b);
  const basis = new Map<number, number>();
  const deleted: number[] = [];
  for (const i of order) {
    let v = heaps[i]!;
    while (v !== 0) {
      const top = 31 - Math.clz32(v);
      const b = basis.get(top);
      if (b === undefined) {
        basis.set(top, v);
        break;
      }
      v ^= b;
    }
    if (v === 0) deleted.push(i);
  }
  return deleted.sort((a, b) => a - b);
}

/** Whether the values are XOR-independent (no non-empty subset XORs to 0). */
export function xorIndependent(values: readonly number[]): boolean {
  const basis = new Map<number, number>();
  for (let v of values) {
    while (v !== 0) {
      const top = 31 - Math.clz32(v);
      const b = basis.get(top);
      if (b === undefined) {
        basis.set(top, v);
        break;
      }
      v ^= b;
    }
    if (v === 0) return false;
  }
  return true;
}

/** Non-decreasing Nim: the mover wins iff the XOR of the gaps a[n-1]-a[n-2], a[n-3]-a[n-4], ... is non-zero (a[-1] = 0). */
export function deltaNimFirstWins(a: readonly number[]): boolean {
  let x = 0;
  for (let i = a.length - 1; i >= 0; i -= 2) x ^= a[i]! - (i > 0 ? a[i - 1]! : 0);
  return x !== 0;
}

/** Grundy value of one bean in bottle i of n (a bean in i becomes beans in j and k, i < j <= k < n). */
export function splittingGrundy(n: number): number[] {
  const g = new Array<number>(n).fill(0);
  for (let i = n - 2; i >= 0; i--) {
    const opts: number[] = [];
    for (let j = i + 1; j < n; j++) for (let k = j; k < n; k++) opts.push(g[j]! ^ g[k]!);
    g[i] = mex(opts);
  }
  return g;
}

/** Grundy value of a lone white cell x in 1..n (index x) for the multiple-flipping game. */
export function multipleFlippingGrundy(n: number): number[] {
  const g = new Array<number>(n + 1).fill(0);
  for (let x = n; x >= 1; x--) {
    const opts: number[] = [];
    let acc = 0;
    for (let k = 1; k * x <= n; k++) {
      if (k > 1) acc ^= g[k * x]!;
      opts.push(acc);
    }
    g[x] = mex(opts);
  }
  return g;
}

/** Coin game: the first player's best total when taking from the front, first 1..2 coins, then up to twice the last take. */
export function coinGameFirstTotal(coins: readonly number[]): number {
  const n = coins.length;
  const suffix = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! + coins[i]!;
  const f: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(n + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = 1; j <= n; j++) {
      let best = Number.NEGATIVE_INFINITY;
      for (let t = 1; t <= Math.min(j, n - i); t++) {
        best = Math.max(best, suffix[i]! - f[i + t]![Math.min(2 * t, n)]!);
      }
      f[i]![j] = best;
    }
  }
  return n === 0 ? 0 : f[0]![Math.min(2, n)]!;
}

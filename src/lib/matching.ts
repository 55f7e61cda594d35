// Matchings: maximum-weight matching in a general graph (Edmonds' weighted blossom algorithm, O(n^3), integer
// weights) and least-cost perfect assignment in a bipartite one (the Hungarian method, O(n^3)).

interface E {
  u: number;
  v: number;
  w: number;
}

/**
 * A maximum-weight matching (not necessarily perfect) of an undirected graph with positive integer weights.
 * Returns mate[v] (-1 if unmatched) and the total weight.
 */
export function maximumWeightMatching(
  n: number,
  edges: readonly (readonly [number, number, number])[],
): { mate: number[]; weight: number } {
  const N = 2 * n + 2;
  const g: E[][] = Array.from({ length: N }, (_, u) => Array.from({ length: N }, (_, v) => ({ u, v, w: 0 })));
  for (const [a, b, w] of edges) {
    const u = a + 1;
    const v = b + 1;
    if (w > g[u]![v]!.w) {
      g[u]![v]!.w = w;
      g[v]![u]!.w = w;
    }
  }
  const lab = new Array<number>(N).fill(0);
  const match = new Array<number>(N).fill(0);
  const slack = new Array<number>(N).fill(0);
  const st = new Array<number>(N).fill(0);
  const pa = new Array<number>(N).fill(0);
  const S = new Array<number>(N).fill(0);
  const vis = new Array<number>(N).fill(0);
  const flowerFrom: number[][] = Array.from({ length: N }, () => new Array<number>(n + 1).fill(0));
  const flower: number[][] = Array.from({ length: N }, () => []);
  let nx = n;
  let q: number[] = [];
  let qh = 0;
  let stamp = 0;
  const dist = (e: E) => lab[e.u]! + lab[e.v]! - e.w * 2;

  const updateSlack = (u: number, x: number) => {
    if (!slack[x] || dist(g[u]![x]!) < dist(g[slack[x]!]![x]!)) slack[x] = u;
  };
  const setSlack = (x: number) => {
    slack[x] = 0;
    for (let u = 1; u <= n; u++) if (g[u]![x]!.w > 0 && st[u] !== x && S[st[u]!] === 0) updateSlack(u, x);
  };
  const qPush = (x: number) => {
    if (x <= n) q.push(x);
    else for (const y of flower[x]!) qPush(y);
  };
  const setSt = (x: number, b: number) => {
    st[x] = b;
    if (x > n) for (const y of flower[x]!) setSt(y, b);
  };
  const getPr = (b: number, xr: number) => {
    const f = flower[b]!;
    const pr = f.indexOf(xr);
    if (pr % 2 === 1) {
      const rest = f.slice(1).reverse();
      flower[b] = [f[0]!, ...rest];
      return f.length - pr;
    }
    return pr;
  };
  const setMatch = (u: number, v: number) => {
    match[u] = g[u]![v]!.v;
    if (u > n) {
      const e = g[u]![v]!;
      const xr = flowerFrom[u]![e.u]!;
      const pr = getPr(u, xr);
      const f = flower[u]!;
      for (let i = 0; i < pr; i++) setMatch(f[i]!, f[i ^ 1]!);
      setMatch(xr, v);
      flower[u] = [...f.slice(pr), ...f.slice(0, pr)];
    }
  };
  const augment = (u0: number, v0: number) => {
    let u = u0;
    let v = v0;
    for (;;) {
      const xnv = st[match[u]!]!;
      setMatch(u, v);
      if (!xnv) return;
      setMatch(xnv, st[pa[xnv]!]!);
      u = st[pa[xnv]!]!;
      v = xnv;
    }
  };
  const getLca = (u0: number, v0: number) => {
    let u = u0;
    let v = v0;
    stamp++;
    while (u || v) {
      if (u !== 0) {
        if (vis[u] === stamp) return u;
        vis[u] = stamp;
        u = st[match[u]!]!;
        if (u) u = st[pa[u]!]!;
      }
      [u, v] = [v, u];
    }
    return 0;
  };
  const addBlossom = (u: number, lca: number, v: number) => {
    let b = n + 1;
    while (b <= nx && st[b]) b++;
    if (b > nx) nx++;
    lab[b] = 0;
    S[b] = 0;
    match[b] = match[lca]!;
    const f: number[] = [lca];
    for (let x = u, y: number; x !== lca; x = st[pa[y]!]!) {
      f.push(x);
      y = st[match[x]!]!;
      f.push(y);
      qPush(y);
    }
    const tail = f.slice(1).reverse();
    f.length = 1;
    f.push(...tail);
    for (let x = v, y: number; x !== lca; x = st[pa[y]!]!) {
      f.push(x);
      y = st[match[x]!]!;
      f.push(y);
      qPush(y);
    }
    flower[b] = f;
    setSt(b, b);
    for (let x = 1; x <= nx; x++) {
      g[b]![x] = { u: b, v: x, w: 0 };
      g[x]![b] = { u: x, v: b, w: 0 };
    }
    for (let x = 1; x <= n; x++) flowerFrom[b]![x] = 0;
    for (const xs of f) {
      for (let x = 1; x <= nx; x++)
        if (g[b]![x]!.w === 0 || dist(g[xs]![x]!) < dist(g[b]![x]!)) {
          g[b]![x] = { ...g[xs]![x]! };
          g[x]![b] = { ...g[x]![xs]! };
        }
      for (let x = 1; x <= n; x++) if (flowerFrom[xs]![x]) flowerFrom[b]![x] = xs;
    }
    setSlack(b);
  };
  const expandBlossom = (b: number) => {
    for (const x of flower[b]!) setSt(x, x);
    const xr = flowerFrom[b]![g[b]![pa[b]!]!.u]!;
    const pr = getPr(b, xr);
    const f = flower[b]!;
    for (let i = 0; i < pr; i += 2) {
      const xs = f[i]!;
      const xns = f[i + 1]!;
      pa[xs] = g[xns]![xs]!.u;
      S[xs] = 1;
      S[xns] = 0;
      slack[xs] = 0;
      setSlack(xns);
      qPush(xns);
    }
    S[xr] = 1;
    pa[xr] = pa[b]!;
    for (let i = pr + 1; i < f.length; i++) {
      S[f[i]!] = -1;
      setSlack(f[i]!);
    }
    st[b] = 0;
  };
  const onFoundEdge = (e: E): boolean => {
    const u = st[e.u]!;
    const v = st[e.v]!;
    if (S[v] === -1) {
      pa[v] = e.u;
      S[v] = 1;
      const nu = st[match[v]!]!;
      slack[v] = 0;
      slack[nu] = 0;
      S[nu] = 0;
      qPush(nu);
    } else if (S[v] === 0) {
      const lca = getLca(u, v);
      if (!lca) {
        augment(u, v);
        augment(v, u);
        return true;
      }
      addBlossom(u, lca, v);
    }
    return false;
  };
  const step = (): boolean => {
    for (let x = 1; x <= nx; x++) {
      S[x] = -1;
      slack[x] = 0;
    }
    q = [];
    qh = 0;
    for (let x = 1; x <= nx; x++)
      if (st[x] === x && !match[x]) {
        pa[x] = 0;
        S[x] = 0;
        qPush(x);
      }
    if (q.length === 0) return false;
    for (;;) {
      while (qh < q.length) {
        const u = q[qh++]!;
        if (S[st[u]!] === 1) continue;
        for (let v = 1; v <= n; v++)
          if (g[u]![v]!.w > 0 && st[u] !== st[v]) {
            if (dist(g[u]![v]!) === 0) {
              if (onFoundEdge(g[u]![v]!)) return true;
            } else updateSlack(u, st[v]!);
          }
      }
      let d = Number.POSITIVE_INFINITY;
      for (let b = n + 1; b <= nx; b++) if (st[b] === b && S[b] === 1) d = Math.min(d, lab[b]! / 2);
      for (let x = 1; x <= nx; x++)
        if (st[x] === x && slack[x]) {
          if (S[x] === -1) d = Math.min(d, dist(g[slack[x]!]![x]!));
          else if (S[x] === 0) d = Math.min(d, dist(g[slack[x]!]![x]!) / 2);
        }
      for (let u = 1; u <= n; u++) {
        if (S[st[u]!] === 0) {
          if (lab[u]! <= d) return false;
          lab[u]! -= d;
        } else if (S[st[u]!] === 1) lab[u]! += d;
      }
      for (let b = n + 1; b <= nx; b++)
        if (st[b] === b) {
          if (S[st[b]!] === 0) lab[b]! += d * 2;
          else if (S[st[b]!] === 1) lab[b]! -= d * 2;
        }
      q = [];
      qh = 0;
      for (let x = 1; x <= nx; x++)
        if (st[x] === x && slack[x] && st[slack[x]!] !== x && dist(g[slack[x]!]![x]!) === 0)
          if (onFoundEdge(g[slack[x]!]![x]!)) return true;
      for (let b = n + 1; b <= nx; b++) if (st[b] === b && S[b] === 1 && lab[b] === 0) expandBlossom(b);
    }
  };

  let wMax = 0;
  for (let u = 0; u < N; u++) st[u] = u;
  for (let u = 1; u <= n; u++)
    for (let v = 1; v <= n; v++) {
      flowerFrom[u]![v] = u === v ? u : 0;
      wMax = Math.max(wMax, g[u]![v]!.w);
    }
  for (let u = 1; u <= n; u++) lab[u] = wMax;
  while (step()) {}
  const mate = new Array<number>(n).fill(-1);
  let weight = 0;
  for (let u = 1; u <= n; u++)
    if (match[u]) {
      mate[u - 1] = match[u]! - 1;
      if (match[u]! < u) weight += g[u]![match[u]!]!.w;
    }
  return { mate, weight };
}

/**
 * A least-cost perfect assignment of rows to columns of a square matrix (Hungarian method with potentials,
 * O(n^3)): row i gets column result[i]. Exact while every partial sum of costs fits in a double.
 */
export function minimumCostAssignment(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  // rowOf[j]: the row (1-based, 0 for none) on column j (1-based); column 0 is the row being added
  const rowOf = new Array<number>(n + 1).fill(0);
  const way = new Array<number>(n + 1).fill(0);
  const minv = new Array<number>(n + 1);
  const used = new Array<boolean>(n + 1);
  for (let i = 1; i <= n; i++) {
    rowOf[0] = i;
    let j0 = 0;
    minv.fill(Number.POSITIVE_INFINITY);
    used.fill(false);
    do {
      used[j0] = true;
      const i0 = rowOf[j0]!;
      const row = cost[i0 - 1]!;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = row[j - 1]! - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[rowOf[j]!]! += delta;
          v[j]! -= delta;
        } else minv[j]! -= delta;
      }
      j0 = j1;
    } while (rowOf[j0] !== 0);
    do {
      const j1 = way[j0]!;
      rowOf[j0] = rowOf[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const result = new Array<number>(n).fill(-1);
  for (let j = 1; j <= n; j++) if (rowOf[j]! > 0) result[rowOf[j]! - 1] = j - 1;
  return result;
}

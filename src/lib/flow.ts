// Network flow: maximum flow (Dinic) and minimum-cost maximum flow (successive shortest paths with SPFA).
// Vertices are 0..n-1; arcs are directed with integer capacities and costs.

export class FlowNetwork {
  readonly to: number[] = [];
  readonly cap: number[] = [];
  readonly cost: number[] = [];
  readonly head: number[];
  readonly next: number[] = [];

  constructor(readonly n: number) {
    this.head = new Array<number>(n).fill(-1);
  }

  /** Adds an arc u→v; returns its id (the reverse arc is id ^ 1). Its flow is `flowOf(id)`. */
  addArc(u: number, v: number, capacity: number, cost = 0): number {
    const id = this.to.length;
    this.push(u, v, capacity, cost);
    this.push(v, u, 0, -cost);
    return id;
  }

  private push(u: number, v: number, c: number, w: number): void {
    this.to.push(v);
    this.cap.push(c);
    this.cost.push(w);
    this.next.push(this.head[u]!);
    this.head[u] = this.to.length - 1;
  }

  /** Flow currently on the arc with this id. */
  flowOf(id: number): number {
    return this.cap[id ^ 1]!;
  }

  /** Dinic's maximum flow from s to t (adds to any existing flow). */
  maxFlow(s: number, t: number): number {
    let total = 0;
    const level = new Int32Array(this.n);
    const it = new Int32Array(this.n);
    for (;;) {
      level.fill(-1);
      level[s] = 0;
      const q = [s];
      for (let i = 0; i < q.length; i++) {
        const u = q[i]!;
        for (let e = this.head[u]!; e !== -1; e = this.next[e]!) {
          const v = this.to[e]!;
          if (this.cap[e]! > 0 && level[v] === -1) {
            level[v] = level[u]! + 1;
            q.push(v);
          }
        }
      }
      if (level[t] === -1) return total;
      for (let i = 0; i < this.n; i++) it[i] = this.head[i]!;
      for (;;) {
        const f = this.augment(s, t, level, it);
        if (f === 0) break;
        total += f;
      }
    }
  }

  /** One blocking-flow augmenting path (iterative DFS); returns the amount pushed. */
  private augment(s: number, t: number, level: Int32Array, it: Int32Array): number {
    const path: number[] = [];
    let u = s;
    for (;;) {
      if (u === t) {
        let f = Number.POSITIVE_INFINITY;
        for (const e of path) f = Math.min(f, this.cap[e]!);
        for (const e of path) {
          this.cap[e]! -= f;
          this.cap[e ^ 1]! += f;
        }
        return f;
      }
      let advanced = false;
      for (; it[u] !== -1; it[u] = this.next[it[u]!]!) {
        const e = it[u]!;
        const v = this.to[e]!;
        if (this.cap[e]! > 0 && level[v] === level[u]! + 1) {
          path.push(e);
          u = v;
          advanced = true;
          break;
        }
      }
      if (advanced) continue;
      if (path.length === 0) return 0;
      level[u] = -1;
      const e = path.pop()!;
      u = this.to[e ^ 1]!;
      it[u] = this.next[it[u]!]!;
    }
  }

  /** Minimum-cost maximum flow from s to t (no negative cycles in the residual graph); returns flow and cost. */
  minCostMaxFlow(s: number, t: number, limit = Number.POSITIVE_INFINITY): { flow: number; cost: number } {
    let flow = 0;
    let cost = 0;
    const dist = new Array<number>(this.n);
    const inQueue = new Uint8Array(this.n);
    const prevArc = new Int32Array(this.n);
    while (flow < limit) {
      dist.fill(Number.POSITIVE_INFINITY);
      prevArc.fill(-1);
      dist[s] = 0;
      const q = [s];
      inQueue[s] = 1;
      for (let i = 0; i < q.length; i++) {
        const u = q[i]!;
        inQueue[u] = 0;
        for (let e = this.head[u]!; e !== -1; e = this.next[e]!) {
          if (this.cap[e]! <= 0) continue;
          const v = this.to[e]!;
          const nd = dist[u]! + this.cost[e]!;
          if (nd < dist[v]!) {
            dist[v] = nd;
            prevArc[v] = e;
            if (!inQueue[v]) {
              inQueue[v] = 1;
              q.push(v);
            }
          }
        }
      }
      if (dist[t] === Number.POSITIVE_INFINITY) break;
      let f = limit - flow;
      for (let v = t; v !== s; v = this.to[prevArc[v]! ^ 1]!) f = Math.min(f, this.cap[prevArc[v]!]!);
      for (let v = t; v !== s; v = this.to[prevArc[v]! ^ 1]!) {
        this.cap[prevArc[v]!]! -= f;
        this.cap[prevArc[v]! ^ 1]! += f;
      }
      flow += f;
      cost += f * dist[t]!;
    }
    return { flow, cost };
  }
}

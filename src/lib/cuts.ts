// Minimum cuts read off a maximum flow.
import type { FlowNetwork } from "./flow.ts";

/** After a maximum flow from s: the vertices still reachable from s in the residual graph (the source side of a minimum cut). */
export function sourceSide(net: FlowNetwork, s: number): Uint8Array {
  const seen = new Uint8Array(net.n);
  seen[s] = 1;
  const stack = [s];
  while (stack.length > 0) {
    const u = stack.pop()!;
    for (let e = net.head[u]!; e !== -1; e = net.next[e]!) {
      const v = net.to[e]!;
      if (net.cap[e]! > 0 && !seen[v]) {
        seen[v] = 1;
        stack.push(v);
      }
    }
  }
  return seen;
}

import assert from "node:assert/strict";
import { it } from "node:test";
import { sccSequenceCounts } from "../../src/envs/graphs/scc-sequence-counting.ts";

// The (c, p) model was first checked only for N <= 4. An exact enumeration from the statement confirms it for
// N <= 9: the successors of a graph depend only on its reachability preorder P and its edge count E (a new edge
// either stays inside P — possible iff E < #related pairs — or joins two incomparable vertices, or merges), so
// the distinct SCC-count sequences are the paths of the subset automaton over preorders.

/** Exact counts of distinct sequences for every E, by the subset automaton over labelled preorders (small N). */
function enumerate(n: number): number[] {
  const key = (p: readonly number[]) => p.join(",");
  const comps = (p: readonly number[]) => {
    let seen = 0;
    let c = 0;
    for (let i = 0; i < n; i++) {
      if ((seen >> i) & 1) continue;
      c++;
      for (let j = 0; j < n; j++) if ((p[i]! >> j) & 1 && (p[j]! >> i) & 1) seen |= 1 << j;
    }
    return c;
  };
  const pop = (x: number) => x.toString(2).replaceAll("0", "").length;
  const succ = new Map<string, { related: number; out: Array<[number, number[]]> }>();
  const successors = (p: number[]) => {
    const k = key(p);
    let s = succ.get(k);
    if (s === undefined) {
      const out: Array<[number, number[]]> = [];
      for (let u = 0; u < n; u++)
        for (let v = 0; v < n; v++) {
          if (u === v || (p[u]! >> v) & 1) continue;
          const q = p.map((row) => ((row >> u) & 1 ? row | p[v]! : row));
          out.push([comps(q), q]);
        }
      s = { related: p.reduce((a, r) => a + pop(r), 0) - n, out };
      succ.set(k, s);
    }
    return s;
  };
  let layer = new Map<string, { set: number[][]; ways: number }>();
  const start = Array.from({ length: n }, (_, i) => 1 << i);
  layer.set(key(start), { set: [start], ways: 1 });
  const res: number[] = [];
  for (let e = 0; e < n * (n - 1); e++) {
    const next = new Map<string, { set: number[][]; ways: number }>();
    for (const { set, ways } of layer.values()) {
      const by = new Map<number, Map<string, number[]>>();
      const put = (c: number, q: number[]) => {
        if (!by.has(c)) by.set(c, new Map());
        by.get(c)!.set(key(q), q);
      };
      for (const p of set) {
        const { related, out } = successors(p);
        if (e < related) put(comps(p), p);
        for (const [c, q] of out) put(c, q);
      }
      for (const m of by.values()) {
        const k = [...m.keys()].sort().join("|");
        const cur = next.get(k);
        if (cur) cur.ways += ways;
        else next.set(k, { set: [...m.values()], ways });
      }
    }
    layer = next;
    res.push([...layer.values()].reduce((a, b) => a + b.ways, 0));
  }
  return res;
}

it("matches an exact enumeration for N = 2..5", () => {
  for (const n of [2, 3, 4, 5]) assert.deepEqual(sccSequenceCounts(n, 998_244_353), enumerate(n));
});

it("matches the exact enumeration (subset automaton over preorders up to isomorphism) for N = 5..9", () => {
  const want: Record<number, string> = {
    5: "1 2 4 9 21 50 110 209 351 546 804 1125 1509 1893 2277 2661 2661 2661 2661 2661",
    6:
      "1 2 4 9 21 51 126 300 637 1183 1988 3128 4692 6783 9519 13033 17458 22927 29440 36997 45598 54199 62800 " +
      "71401 80002 80002 80002 80002 80002 80002",
    7:
      "1 2 4 9 21 51 127 322 805 1862 3808 6936 11628 18411 27930 40964 58443 81466 111320 149500 197730 257984 " +
      "332486 423710 534130 666220 822454 1002832 1207354 1436020 1688830 1941640 2194450 2447260 2700070 2952880 " +
      "2952880 2952880 2952880 2952880 2952880 2952880",
    8:
      "1 2 4 9 21 51 127 323 834 2150 5286 11760 23256 41667 69597 110561 169004 250470 361790 511290 709020 967005 1299519 1723383 2258288 2927144 3756456 4776728 " +
      "6022895 7534755 9357401 11541221 14141898 17220410 20837735 25054851 29932736 35532368 41853747 48896873 56661746 65148366 74356733 83565100 92773467 101981834 111190201 120398568 129606935 129606935 129606935 129606935 129606935 129606935 129606935 129606935",
    9:
      "1 2 4 9 21 51 127 323 835 2187 5751 14739 35091 75042 144210 254771 423775 674245 " +
      "1036035 1547325 2256345 3223350 4522869 6246252 8504540 11431684 15188140 19964868 25987764 33522555 42880188 54422745 68569917 85806071 106687945 131853007 " +
      "162028514 198041271 240828090 291446249 351083951 421070783 502877716 598117105 708542689 836049591 982532934 151643488 341765082 556548486 797888823 67541740 361995943 683007079 " +
      "32330795 406455797 807137732 209575314 610257249 12694831 413376766 814058701 216496283 617178218 617178218 617178218 617178218 617178218 617178218 617178218 617178218 617178218",
  };
  for (const n of [5, 6, 7, 8, 9]) assert.equal(sccSequenceCounts(n, 998_244_353).join(" "), want[n]);
});

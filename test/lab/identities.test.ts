import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  type Algorithm,
  DR_GRPO,
  expectedMultiple,
  GRPO,
  GRPO_NO_LN,
  GRPO_NO_STD,
  REINFORCE,
} from "../../src/lab/algos.ts";
import {
  contextState,
  createBandit,
  expectedContextUpdate,
  gradJ,
  sampledContextUpdate,
} from "../../src/lab/bandit.ts";
import { gap as catastropheGap, logOdds as catastropheLogOdds } from "../../src/lab/catastrophe.ts";
import { log1mexp, logOddsFromLogJ, logSumExp, Prng, sigmoid } from "../../src/lab/num.ts";
import {
  createTokenModel,
  expectedTokenUpdate,
  sampledTokenUpdate,
  tokenGap,
  tokenState,
} from "../../src/lab/token.ts";

function relErr(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let num = 0;
  let den = 0;
  for (let i = 0; i < a.length; i++) {
    num += (a[i]! - b[i]!) ** 2;
    den += b[i]! ** 2;
  }
  return Math.sqrt(num / den);
}

/** Central finite-difference gradient of f at x. */
function fdGrad(f: (x: Float64Array) => number, x: Float64Array, h = 1e-5): Float64Array {
  const g = new Float64Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const p = Float64Array.from(x);
    const m = Float64Array.from(x);
    p[i]! += h;
    m[i]! -= h;
    g[i] = (f(p) - f(m)) / (2 * h);
  }
  return g;
}

describe("numerics", () => {
  it("logSumExp, log1mexp and log-odds stay finite at the extremes", () => {
    assert.equal(logSumExp([1000, 1000]), 1000 + Math.log(2));
    assert.equal(logSumExp([-Infinity, -Infinity]), -Infinity);
    assert.ok(Math.abs(log1mexp(-1e-20) - Math.log(1e-20)) < 1e-9);
    assert.ok(Math.abs(log1mexp(-50) + Math.exp(-50)) < 1e-30);
    // J = 1 - 1e-18 cannot be stored as a double, but its log-odds can
    assert.ok(Math.abs(logOddsFromLogJ(-1e-18) - Math.log(1e18)) < 1e-6);
    assert.equal(sigmoid(-800), 0);
    assert.equal(sigmoid(800), 1);
  });

  it("model A and model C states have no NaN when J rounds to 1 or 0", () => {
    const b = createBandit({ Q: 3, N: 20, d: 10, m: 3, variant: "realizable", seed: 5 });
    for (const c of [1e3, -1e3, 1e6]) {
      for (let q = 0; q < b.Q; q++) {
        const st = contextState(
          b,
          b.thetaStar.map((v) => c * v),
          q,
        );
        assert.ok(Number.isFinite(st.logOdds) && !st.gap.some(Number.isNaN), `c=${c}`);
      }
    }
    const m = createTokenModel({ Q: 4, T: 8, V: 4, d: 8, seed: 5 });
    for (const c of [1e3, -1e3]) {
      const st = tokenState(
        m,
        m.thetaStar.map((v) => c * v),
      );
      for (let q = 0; q < m.Q; q++) {
        assert.ok(!Number.isNaN(st.logOdds[q]!) && !tokenGap(m, st, q).some(Number.isNaN), `c=${c}`);
      }
    }
  });
});

describe("gradient gap = gradient of the log-odds", () => {
  it("model A: Δg = ∇ logit J and ∇J = J(1-J) Δg", () => {
    const b = createBandit({ Q: 4, N: 20, d: 10, m: 3, variant: "random", seed: 1 });
    const rng = new Prng("test-a");
    for (let trial = 0; trial < 3; trial++) {
      const theta = Float64Array.from({ length: b.d }, () => rng.normal());
      for (let q = 0; q < b.Q; q++) {
        const st = contextState(b, theta, q);
        const fd = fdGrad((x) => contextState(b, x, q).logOdds, theta);
        assert.ok(relErr(st.gap, fd) < 1e-6, `Δg vs ∇Φ: ${relErr(st.gap, fd)}`);
        const gJ = gradJ(b, st, q); // from the definition E[r s]
        const scaled = st.gap.map((v) => st.J * (1 - st.J) * v);
        assert.ok(relErr(gJ, scaled) < 1e-9);
        const fdJ = fdGrad((x) => contextState(b, x, q).J, theta);
        assert.ok(relErr(gJ, fdJ) < 1e-5);
      }
    }
  });

  it("model B: Δg = ∇Φ", () => {
    for (const [a, t1, t2] of [
      [1, 0, 1],
      [2.5, -1, 0.3],
      [0.5, 3, -2],
    ] as const) {
      const g = catastropheGap({ a, theta: [t1, t2] });
      const fd = fdGrad((x) => catastropheLogOdds({ a, theta: [x[0]!, x[1]!] }), Float64Array.from([t1, t2]));
      assert.ok(relErr(g, fd) < 1e-7);
    }
  });

  it("model C: Δg = ∇ log J / (1 - J) = ∇Φ", () => {
    const m = createTokenModel({ Q: 4, T: 6, V: 4, d: 8, seed: 2 });
    const theta = m.thetaStar.map((v) => 3 * v);
    const st = tokenState(m, theta);
    for (let q = 0; q < m.Q; q++) {
      const fd = fdGrad((x) => tokenState(m, x).logOdds[q]!, theta);
      assert.ok(relErr(tokenGap(m, st, q), fd) < 1e-6);
      const fdLogJ = fdGrad((x) => tokenState(m, x).logJ[q]!, theta);
      assert.ok(relErr(st.u.subarray(q * m.d, (q + 1) * m.d), fdLogJ) < 1e-6);
    }
  });
});

describe("expected updates are c_alg(J) Δg", () => {
  it("c_alg matches the stated closed forms and a Monte Carlo over K ~ Bin(G, J)", () => {
    // the note's check: G = 6, J = 0.195
    assert.equal(Number(expectedMultiple(GRPO, 0.195, 6).toFixed(3)), 0.306);
    assert.equal(Number(expectedMultiple(DR_GRPO, 0.195, 6).toFixed(3)), 0.131);
    for (const J of [0.05, 0.3, 0.8, 0.99]) {
      assert.ok(Math.abs(expectedMultiple(REINFORCE, J, 8) - J * (1 - J)) < 1e-15);
      assert.ok(Math.abs(expectedMultiple(DR_GRPO, J, 8) - (7 / 8) * J * (1 - J)) < 1e-15);
      assert.ok(Math.abs(expectedMultiple(GRPO_NO_STD, J, 8) - (7 / 8) * J * (1 - J)) < 1e-15);
    }
    // GRPO limits: (1-J) sqrt(G-1) as J -> 1, sqrt(J(1-J)) for large G
    assert.ok(Math.abs(expectedMultiple(GRPO, 1 - 1e-6, 8) / (1e-6 * Math.sqrt(7)) - 1) < 1e-4);
    assert.ok(Math.abs(expectedMultiple(GRPO, 0.3, 400) / Math.sqrt(0.21) - 1) < 1e-2);
  });

  it("model A: sampled group updates average to c_alg(J) Δg (Monte Carlo, fixed seed)", () => {
    const b = createBandit({ Q: 1, N: 20, d: 10, m: 3, variant: "random", seed: 3 });
    const theta = Float64Array.from({ length: b.d }, (_, j) => 0.3 * Math.sin(j + 1));
    const st = contextState(b, theta, 0);
    const G = 8;
    const n = 30000;
    for (const algo of [REINFORCE, DR_GRPO, GRPO, GRPO_NO_LN] as Algorithm[]) {
      const rng = new Prng("mc-a", algo.name);
      const acc = new Float64Array(b.d);
      for (let i = 0; i < n; i++) {
        const { w } = sampledContextUpdate(b, st, 0, algo, G, rng);
        for (let j = 0; j < b.d; j++) acc[j]! += w[j]! / n;
      }
      const expected = expectedContextUpdate(st, algo, G);
      const e = relErr(acc, expected);
      assert.ok(e < 0.04, `${algo.name}: relative error ${e}`);
    }
  });

  it("model C: sampled GRPO (1/|o|, std) and Dr. GRPO (token sum) average to their expected updates", () => {
    const m = createTokenModel({ Q: 2, T: 4, V: 4, d: 8, seed: 4 });
    const theta = m.thetaStar.map((v) => 4 * v);
    const st = tokenState(m, theta);
    const G = 8;
    const n = 20000;
    for (const algo of [GRPO, DR_GRPO]) {
      const rng = new Prng("mc-c", algo.name);
      const acc = new Float64Array(m.d);
      for (let i = 0; i < n; i++) {
        const { w } = sampledTokenUpdate(m, st, algo, G, rng);
        for (let j = 0; j < m.d; j++) acc[j]! += w[j]! / n;
      }
      const e = relErr(acc, expectedTokenUpdate(m, st, algo, G));
      assert.ok(e < 0.05, `${algo.name}: relative error ${e}`);
    }
  });
});

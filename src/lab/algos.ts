/**
 * Policy-gradient update rules for one prompt and a group of G sampled responses, and their exact
 * expected multiples of the gradient gap (docs/rlvr-dynamics §5):
 *
 *   E[w] = c_alg(J) * Δg
 *   REINFORCE (A = r, averaged over G samples)       c = J(1-J)
 *   Dr. GRPO  (A = r - mean r, no std, no 1/|o|)      c = ((G-1)/G) J(1-J)
 *   GRPO      (A = (r - mean r)/std, population std) c = E[sqrt(K(G-K))]/G,  K ~ Bin(G, J)
 *   GRPO without std scaling                          c = ((G-1)/G) J(1-J)
 *
 * Length normalisation (GRPO's 1/|o| per response) multiplies the token-sum score by 1/|o|; at a fixed
 * length T it is the same update with step eta/T.
 */

export interface Algorithm {
  /** Short name used in tables and JSON. */
  name: string;
  /** Advantage baseline: none (REINFORCE) or the group mean. */
  baseline: "none" | "mean";
  /** Divide the advantages by the group's population standard deviation (zero-variance group: 0). */
  std: boolean;
  /** Divide each response's token-sum score by its length |o| (GRPO); otherwise the token sum. */
  lengthNorm: boolean;
}

export const REINFORCE: Algorithm = { name: "reinforce", baseline: "none", std: false, lengthNorm: false };
export const DR_GRPO: Algorithm = { name: "dr-grpo", baseline: "mean", std: false, lengthNorm: false };
export const GRPO: Algorithm = { name: "grpo", baseline: "mean", std: true, lengthNorm: true };
export const GRPO_NO_STD: Algorithm = { name: "grpo-no-std", baseline: "mean", std: false, lengthNorm: true };
export const GRPO_NO_LN: Algorithm = { name: "grpo-no-ln", baseline: "mean", std: true, lengthNorm: false };

export const ALGORITHMS: readonly Algorithm[] = [REINFORCE, DR_GRPO, GRPO, GRPO_NO_STD, GRPO_NO_LN];

/** Advantages of a group of binary rewards. */
export function advantages(rewards: ArrayLike<number>, algo: Algorithm): Float64Array {
  const g = rewards.length;
  const out = new Float64Array(g);
  if (algo.baseline === "none") {
    for (let i = 0; i < g; i++) out[i] = rewards[i]!;
    return out;
  }
  let m = 0;
  for (let i = 0; i < g; i++) m += rewards[i]!;
  m /= g;
  let v = 0;
  for (let i = 0; i < g; i++) v += (rewards[i]! - m) ** 2;
  const sd = Math.sqrt(v / g);
  for (let i = 0; i < g; i++) {
    const a = rewards[i]! - m;
    out[i] = algo.std ? (sd > 0 ? a / sd : 0) : a;
  }
  return out;
}

/** log C(n, k). */
function logChoose(n: number, k: number): number {
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
  return s;
}

/**
 * Exact expected multiple c_alg(J) of the gradient gap for one prompt and group size G, given log J and
 * log(1 - J) (so that it stays accurate when J rounds to 0 or 1). Without length normalisation; with it,
 * at fixed length T, divide by T.
 */
export function expectedMultipleLog(algo: Algorithm, logJ: number, log1mJ: number, G: number): number {
  if (algo.baseline === "none") return Math.exp(logJ + log1mJ);
  if (!algo.std) return ((G - 1) / G) * Math.exp(logJ + log1mJ);
  let s = 0;
  for (let k = 1; k < G; k++) {
    s += Math.exp(logChoose(G, k) + k * logJ + (G - k) * log1mJ) * Math.sqrt(k * (G - k));
  }
  return s / G;
}

/** c_alg(J) for J in [0, 1]. */
export function expectedMultiple(algo: Algorithm, J: number, G: number): number {
  return expectedMultipleLog(algo, Math.log(J), Math.log1p(-J), G);
}

import type { Block } from "./policy.ts";

/** Adam (Kingma & Ba) with global-norm gradient clipping, optionally restricted to some blocks. */
export class Adam {
  private m: Float64Array;
  private v: Float64Array;
  private t = 0;

  constructor(
    private readonly theta: Float64Array,
    readonly lr: number,
    /** Only these slices are updated (all of theta when absent). */
    private readonly trainable: readonly Block[] = [{ offset: 0, length: theta.length }],
    private readonly clip = 1,
    private readonly beta1 = 0.9,
    private readonly beta2 = 0.999,
    private readonly eps = 1e-8,
  ) {
    this.m = new Float64Array(theta.length);
    this.v = new Float64Array(theta.length);
  }

  /** One step along -grad; returns the gradient norm before clipping (over the trainable blocks). */
  step(grad: Float64Array): number {
    let sq = 0;
    for (const b of this.trainable) {
      for (let k = b.offset; k < b.offset + b.length; k++) sq += grad[k]! * grad[k]!;
    }
    const norm = Math.sqrt(sq);
    const scale = norm > this.clip ? this.clip / norm : 1;
    this.t++;
    const c1 = 1 - this.beta1 ** this.t;
    const c2 = 1 - this.beta2 ** this.t;
    for (const b of this.trainable) {
      for (let k = b.offset; k < b.offset + b.length; k++) {
        const g = grad[k]! * scale;
        this.m[k] = this.beta1 * this.m[k]! + (1 - this.beta1) * g;
        this.v[k] = this.beta2 * this.v[k]! + (1 - this.beta2) * g * g;
        this.theta[k]! -= (this.lr * (this.m[k]! / c1)) / (Math.sqrt(this.v[k]! / c2) + this.eps);
      }
    }
    return norm;
  }
}

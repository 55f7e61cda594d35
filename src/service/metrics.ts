/** A minimal Prometheus text exposition: counters, gauges and fixed-bucket histograms. */

const BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

class Histogram {
  readonly counts = new Array<number>(BUCKETS_S.length).fill(0);
  count = 0;
  sum = 0;
  observe(v: number): void {
    this.count++;
    this.sum += v;
    for (let i = 0; i < BUCKETS_S.length; i++) {
      if (v <= BUCKETS_S[i]!) {
        this.counts[i]!++;
        break;
      }
    }
  }
}

function labels(l: Record<string, string | number>): string {
  const parts = Object.entries(l).map(([k, v]) => `${k}="${String(v).replace(/["\\\n]/g, "_")}"`);
  return parts.length === 0 ? "" : `{${parts.join(",")}}`;
}

export class Metrics {
  private readonly requests = new Map<string, number>();
  private readonly latency = new Map<string, Histogram>();

  /** One HTTP request: route pattern, method, status, seconds. */
  request(method: string, route: string, status: number, seconds: number): void {
    const key = `${method}\u0000${route}\u0000${status}`;
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
    const lk = `${method}\u0000${route}`;
    let h = this.latency.get(lk);
    if (h === undefined) this.latency.set(lk, (h = new Histogram()));
    h.observe(seconds);
  }

  /** The exposition text, with extra families appended by the caller. */
  render(
    extra: Array<{
      name: string;
      help: string;
      type: "counter" | "gauge";
      samples: Array<[Record<string, string | number>, number]>;
    }>,
  ): string {
    const out: string[] = [];
    out.push("# HELP rlve_http_requests_total HTTP requests by route and status.");
    out.push("# TYPE rlve_http_requests_total counter");
    for (const [key, n] of this.requests) {
      const [method, route, status] = key.split("\u0000");
      out.push(`rlve_http_requests_total${labels({ method: method!, route: route!, status: status! })} ${n}`);
    }
    out.push("# HELP rlve_http_request_duration_seconds HTTP request latency by route.");
    out.push("# TYPE rlve_http_request_duration_seconds histogram");
    for (const [key, h] of this.latency) {
      const [method, route] = key.split("\u0000");
      let cum = 0;
      BUCKETS_S.forEach((b, i) => {
        cum += h.counts[i]!;
        out.push(
          `rlve_http_request_duration_seconds_bucket${labels({ method: method!, route: route!, le: b })} ${cum}`,
        );
      });
      out.push(
        `rlve_http_request_duration_seconds_bucket${labels({ method: method!, route: route!, le: "+Inf" })} ${h.count}`,
      );
      out.push(
        `rlve_http_request_duration_seconds_sum${labels({ method: method!, route: route! })} ${h.sum}`,
      );
      out.push(
        `rlve_http_request_duration_seconds_count${labels({ method: method!, route: route! })} ${h.count}`,
      );
    }
    for (const f of extra) {
      out.push(`# HELP ${f.name} ${f.help}`);
      out.push(`# TYPE ${f.name} ${f.type}`);
      for (const [l, v] of f.samples) out.push(`${f.name}${labels(l)} ${v}`);
    }
    return `${out.join("\n")}\n`;
  }
}

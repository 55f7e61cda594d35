import { ApiError } from "./errors.ts";
import type { GenFailure, GenJob, GenResult } from "./work.ts";

/**
 * Bounding a response by size. Problems are big or small by environment and level (sorting at level 100
 * is 0.8 MB of prompt, at level 120 about 6 MB), so a count limit alone lets a request ask for gigabytes.
 * Before generating a whole request, one problem of every (environment, level) in it is generated; their
 * sizes times the counts estimate the response, and a request over the limit is refused at once (413).
 * The rest is generated only when the estimate fits, and the actual total is checked again.
 */

/** Default most bytes of the problems of one response (`--max-response-bytes`). */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** Per-problem bytes besides the prompt and the reference (ticket, ids, field names). */
const OVERHEAD = 1024;

/** About the bytes one generated problem takes in a response: the prompt twice (prompt and messages). */
export function problemBytes(g: GenResult | GenFailure): number {
  if (!g.ok) return 0;
  return (
    2 * Buffer.byteLength(g.prompt) +
    (g.reference === undefined ? 0 : Buffer.byteLength(g.reference)) +
    OVERHEAD
  );
}

function mib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

function tooLarge(
  total: number,
  maxBytes: number,
  count: number,
  job: GenJob,
  each: number,
  n: number,
): ApiError {
  const fit = Math.max(0, Math.floor(maxBytes / Math.max(1, each)));
  const hint =
    fit === 0
      ? `one problem of ${job.env} at level ${job.level} is already over the limit: ask for a lower level`
      : `ask for at most ${fit} problems of ${job.env} at level ${job.level} per request (or a lower level)`;
  return new ApiError(
    413,
    "response_too_large",
    `the response would be about ${mib(total)} for ${count} problems (${n} of ${job.env} at level ${job.level}, about ${mib(each)} each), over the server's limit of ${mib(maxBytes)} (--max-response-bytes); ${hint}`,
  );
}

/**
 * Generate `jobs` with `gen`, refusing (ApiError 413) when the problems would exceed `maxBytes`. Requests
 * of one job, or with one job per (environment, level), are generated in one go and checked after.
 */
export async function generateWithin(
  jobs: GenJob[],
  maxBytes: number,
  gen: (jobs: GenJob[]) => Promise<Array<GenResult | GenFailure>>,
): Promise<Array<GenResult | GenFailure>> {
  const groups = new Map<string, number[]>();
  jobs.forEach((j, i) => {
    const key = `${j.env}\u0000${j.level}`;
    const g = groups.get(key);
    if (g === undefined) groups.set(key, [i]);
    else g.push(i);
  });
  const out: Array<GenResult | GenFailure> = new Array(jobs.length);
  const firsts = [...groups.values()].map((g) => g[0]!);
  if (firsts.length < jobs.length) {
    const sample = await gen(firsts.map((i) => jobs[i]!));
    let estimate = 0;
    let worst = { bytes: -1, n: 0, i: 0 };
    [...groups.values()].forEach((g, k) => {
      const bytes = problemBytes(sample[k]!);
      estimate += bytes * g.length;
      if (bytes * g.length > worst.bytes * worst.n) worst = { bytes, n: g.length, i: g[0]! };
      out[g[0]!] = sample[k]!;
    });
    if (estimate > maxBytes)
      throw tooLarge(estimate, maxBytes, jobs.length, jobs[worst.i]!, worst.bytes, worst.n);
  }
  const rest = jobs.map((_, i) => i).filter((i) => out[i] === undefined);
  const gens = await gen(rest.map((i) => jobs[i]!));
  rest.forEach((i, k) => {
    out[i] = gens[k]!;
  });
  let total = 0;
  let worst = { bytes: -1, i: 0 };
  out.forEach((g, i) => {
    const b = problemBytes(g);
    total += b;
    if (b > worst.bytes) worst = { bytes: b, i };
  });
  if (total > maxBytes) {
    const j = jobs[worst.i]!;
    const n = groups.get(`${j.env}\u0000${j.level}`)!.length;
    throw tooLarge(total, maxBytes, jobs.length, j, worst.bytes, n);
  }
  return out;
}

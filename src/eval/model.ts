import OpenAI from "openai";

/** An OpenAI-compatible chat endpoint (vLLM, SGLang, llama.cpp server, Ollama, hosted APIs). */
export interface ModelConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  maxTokens?: number;
  temperature?: number;
  topP?: number;
  /** Stop sequences, sent as `stop`. */
  stop?: string[];
  /** The request's sampling seed (`seed`), for endpoints that support it. */
  samplingSeed?: number;
  /** Extra JSON fields merged into every request body (e.g. vLLM's `top_k`, `repetition_penalty`). */
  extraBody?: Record<string, unknown>;
  /** Per-request timeout. */
  timeoutMs: number;
  /** Retries after the first attempt, for network errors, timeouts, 408/409/429/5xx and malformed replies. */
  retries: number;
  /** First backoff delay; doubles per retry with jitter, capped at 30 s. */
  backoffMs: number;
}

/** The settings that change what a model answers (and so key its results); not timeouts or retries. */
export function generationSettings(cfg: ModelConfig): Record<string, unknown> {
  return {
    max_tokens: cfg.maxTokens ?? null,
    temperature: cfg.temperature ?? null,
    top_p: cfg.topP ?? null,
    stop: cfg.stop ?? null,
    seed: cfg.samplingSeed ?? null,
    extra_body: cfg.extraBody ?? null,
  };
}

export interface Completion {
  text: string;
  promptTokens: number;
  completionTokens: number;
  attempts: number;
  /** The endpoint's finish_reason ("stop", "length" = cut off at max tokens, ...), when it sent one. */
  finishReason?: string;
}

/** An error that retrying will not fix and that no request can pass (bad key, unknown model): stops the evaluation. */
export class FatalModelError extends Error {
  override name = "FatalModelError";
}

/**
 * The endpoint refused this one request (HTTP 400, 413 or 422: vLLM answers 400 for a prompt longer than
 * the model's context). Retrying will not fix it, but other requests can pass: it is this item's error.
 */
export class RequestRefusedError extends Error {
  override name = "RequestRefusedError";
}

export function makeClient(cfg: ModelConfig): OpenAI {
  return new OpenAI({
    baseURL: cfg.baseUrl,
    apiKey: cfg.apiKey ?? "not-needed",
    timeout: cfg.timeoutMs,
    maxRetries: 0,
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Messages = Array<{ role: "user" | "system"; content: string }>;

function requestBody(cfg: ModelConfig, messages: Messages, maxTokens = cfg.maxTokens) {
  return {
    model: cfg.model,
    messages,
    ...(maxTokens !== undefined ? { max_tokens: maxTokens } : {}),
    ...(cfg.temperature !== undefined ? { temperature: cfg.temperature } : {}),
    ...(cfg.topP !== undefined ? { top_p: cfg.topP } : {}),
    ...(cfg.stop !== undefined && cfg.stop.length > 0 ? { stop: cfg.stop } : {}),
    ...(cfg.samplingSeed !== undefined ? { seed: cfg.samplingSeed } : {}),
    ...(cfg.extraBody ?? {}),
    stream: false as const,
  };
}

const isFatalStatus = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && ![408, 409, 429].includes(status);
/** Statuses about the request's content (too long, invalid for this model), not the endpoint. */
const isRefusedStatus = (status: number | undefined) => status === 400 || status === 413 || status === 422;

/**
 * One chat completion with retries and exponential backoff. Throws after the last attempt, at once with a
 * RequestRefusedError when the endpoint refuses this request, or a FatalModelError when it refuses any.
 */
export async function complete(
  client: OpenAI,
  cfg: ModelConfig,
  messages: Messages,
  jitter: () => number = Math.random,
): Promise<Completion> {
  let lastErr: unknown;
  for (let attempt = 0; attempt <= cfg.retries; attempt++) {
    if (attempt > 0) {
      const base = Math.min(30_000, cfg.backoffMs * 2 ** (attempt - 1));
      await sleep(base * (0.5 + jitter()));
    }
    try {
      const res = await client.chat.completions.create(requestBody(cfg, messages));
      const choice = (
        res as { choices?: Array<{ message?: { content?: unknown }; finish_reason?: unknown }> }
      )?.choices?.[0];
      const content = choice?.message?.content;
      if (typeof content !== "string") throw new Error("malformed reply: no choices[0].message.content");
      const finish = choice?.finish_reason;
      return {
        text: content,
        promptTokens: res.usage?.prompt_tokens ?? 0,
        completionTokens: res.usage?.completion_tokens ?? 0,
        attempts: attempt + 1,
        ...(typeof finish === "string" ? { finishReason: finish } : {}),
      };
    } catch (err) {
      lastErr = err;
      const status = (err as { status?: number }).status;
      if (isRefusedStatus(status)) {
        throw new RequestRefusedError(
          `the endpoint refused this request (HTTP ${status}): ${describeError(err)}`,
        );
      }
      if (isFatalStatus(status)) {
        throw new FatalModelError(
          `the endpoint refused the request (HTTP ${status}): ${(err as Error).message}`,
        );
      }
    }
  }
  throw new Error(`no reply after ${cfg.retries + 1} attempts: ${describeError(lastErr)}`);
}

/** An error's message with its cause's code (ECONNREFUSED, ENOTFOUND, ...) or innermost message. */
export function describeError(err: unknown): string {
  const msg = err instanceof Error ? err.message.replace(/\.$/, "") : String(err);
  let cause = (err as { cause?: unknown })?.cause;
  let code: string | undefined;
  let deepest: string | undefined;
  for (let depth = 0; cause !== undefined && cause !== null && depth < 5; depth++) {
    const c = cause as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof c.code === "string") code = c.code;
    if (typeof c.message === "string" && c.message !== "") deepest = c.message;
    cause = c.cause;
  }
  const why = code ?? deepest;
  return why !== undefined && !msg.includes(why) ? `${msg} (${why})` : msg;
}

/** The prompt of the one request sent before an evaluation starts. */
export const ENDPOINT_CHECK_PROMPT = "This is a connection check from rlve. Reply with the word OK.";

/**
 * Send one short request (a single attempt, at most `timeoutMs`, 8 tokens) with the run's settings and
 * throw a FatalModelError saying what went wrong when the endpoint does not answer it.
 */
export async function checkEndpoint(cfg: ModelConfig, timeoutMs = cfg.timeoutMs): Promise<void> {
  const client = new OpenAI({
    baseURL: cfg.baseUrl,
    apiKey: cfg.apiKey ?? "not-needed",
    timeout: Math.min(timeoutMs, cfg.timeoutMs),
    maxRetries: 0,
  });
  const where = `${cfg.baseUrl} (model '${cfg.model}')`;
  let res: unknown;
  try {
    res = await client.chat.completions.create(
      requestBody(cfg, [{ role: "user", content: ENDPOINT_CHECK_PROMPT }], 8),
    );
  } catch (err) {
    const status = (err as { status?: number }).status;
    const detail = describeError(err);
    const hint =
      status === undefined
        ? "is the server running, and is --base-url right (it usually ends in /v1)?"
        : status === 404
          ? "check --base-url (it usually ends in /v1) and --model"
          : status === 401 || status === 403
            ? "check the API key (--api-key-env)"
            : "check --model and the generation settings";
    throw new FatalModelError(`the endpoint ${where} did not answer a check request: ${detail}; ${hint}`);
  }
  if (!Array.isArray((res as { choices?: unknown })?.choices)) {
    throw new FatalModelError(
      `the endpoint ${where} answered the check request without choices: is it an OpenAI-compatible chat endpoint?`,
    );
  }
}

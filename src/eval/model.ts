import OpenAI from "openai";

/** An OpenAI-compatible chat endpoint (vLLM, SGLang, llama.cpp server, Ollama, hosted APIs). */
export interface ModelConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  maxTokens?: number;
  temperature?: number;
  /** Per-request timeout. */
  timeoutMs: number;
  /** Retries after the first attempt, for network errors, timeouts, 408/409/429/5xx and malformed replies. */
  retries: number;
  /** First backoff delay; doubles per retry with jitter, capped at 30 s. */
  backoffMs: number;
}

export interface Completion {
  text: string;
  promptTokens: number;
  completionTokens: number;
  attempts: number;
}

/** An error that retrying will not fix (bad key, unknown model, bad request): stops the evaluation. */
export class FatalModelError extends Error {
  override name = "FatalModelError";
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

/** One chat completion with retries and exponential backoff. Throws after the last attempt. */
export async function complete(
  client: OpenAI,
  cfg: ModelConfig,
  messages: Array<{ role: "user" | "system"; content: string }>,
  jitter: () => number = Math.random,
): Promise<Completion> {
  let lastErr: unknown;
  for (let attempt = 0; attempt <= cfg.retries; attempt++) {
    if (attempt > 0) {
      const base = Math.min(30_000, cfg.backoffMs * 2 ** (attempt - 1));
      await sleep(base * (0.5 + jitter()));
    }
    try {
      const res = await client.chat.completions.create({
        model: cfg.model,
        messages,
        ...(cfg.maxTokens !== undefined ? { max_tokens: cfg.maxTokens } : {}),
        ...(cfg.temperature !== undefined ? { temperature: cfg.temperature } : {}),
      });
      const choice = (res as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0];
      const content = choice?.message?.content;
      if (typeof content !== "string") throw new Error("malformed reply: no choices[0].message.content");
      return {
        text: content,
        promptTokens: res.usage?.prompt_tokens ?? 0,
        completionTokens: res.usage?.completion_tokens ?? 0,
        attempts: attempt + 1,
      };
    } catch (err) {
      lastErr = err;
      const status = (err as { status?: number }).status;
      if (status !== undefined && status >= 400 && status < 500 && ![408, 409, 429].includes(status)) {
        throw new FatalModelError(
          `the endpoint refused the request (HTTP ${status}): ${(err as Error).message}`,
        );
      }
    }
  }
  const msg = lastErr instanceof Error ? lastErr.message : String(lastErr);
  throw new Error(`no reply after ${cfg.retries + 1} attempts: ${msg}`);
}

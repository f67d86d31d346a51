import type { Env } from '@infragen/contracts';

/** How to reach the language model. The key is a secret: never log this object whole. */
export interface ModelConfig {
  apiKey: string | null;
  baseUrl: string | null;
  model: string;
  /** Time allowed until the model server answers the request (response headers). */
  timeoutMs: number;
  /** Time a started stream may stay silent, the first token included. */
  idleTimeoutMs: number;
}

/**
 * The model configuration, or null when none is configured: then the built-in generator answers.
 * A base URL alone is enough (Ollama, vLLM and LM Studio accept any key).
 */
export function modelConfigFromEnv(env: Env): ModelConfig | null {
  if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) return null;
  return {
    apiKey: env.OPENAI_API_KEY ?? null,
    baseUrl: env.OPENAI_BASE_URL ?? null,
    model: env.OPENAI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    idleTimeoutMs: env.OPENAI_IDLE_TIMEOUT_MS,
  };
}

/** What may be logged about a configuration. */
export function describeModelConfig(config: ModelConfig): { model: string; baseUrl: string; apiKey: 'set' | 'unset' } {
  return {
    model: config.model,
    baseUrl: config.baseUrl ?? 'https://api.openai.com/v1',
    apiKey: config.apiKey ? 'set' : 'unset',
  };
}

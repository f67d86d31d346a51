import OpenAI from 'openai';
import type { ModelConfig } from './model-config';
import { createNodeFetch } from './node-fetch';

export type ModelClient = OpenAI;

/**
 * One client per process: the SDK keeps HTTP connections alive between requests. Retries are
 * off because a retried stream would show the user a second answer; failures are reported instead.
 */
export function createModelClient(config: ModelConfig): ModelClient {
  return new OpenAI({
    // Self-hosted servers (Ollama, vLLM, LM Studio) accept any key, but the SDK insists on one.
    apiKey: config.apiKey ?? 'not-needed',
    baseURL: config.baseUrl ?? undefined,
    maxRetries: 0,
    timeout: config.timeoutMs,
    // Streams' bodies as Node streams, without the built-in fetch's per-chunk cost (node-fetch.ts).
    fetch: createNodeFetch(),
    // The SDK would print a malformed chunk's raw text to the console; failures are reported by
    // stream-completion in the catalogue's words and in the structured log instead.
    logLevel: 'off',
  });
}

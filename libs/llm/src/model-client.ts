import OpenAI from 'openai';
import type { ModelConfig } from './model-config';
import { createNodeFetch } from './node-fetch';

export type ModelClient = OpenAI;

/**
 * One client per process: its fetch keeps HTTP connections alive between requests. The SDK's
 * retries are off: it would send again after any connection failure or error status (with
 * back-off), including a stream it cannot tell the server had begun; failures are reported
 * instead. The one case that is absorbed, a request that met a kept-alive connection the server was
 * closing, is sent again by the fetch itself (node-fetch.ts), so the two never add up.
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

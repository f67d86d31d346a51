import type { ChatCompletionChunk, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { TokenUsage } from '@infragen/contracts';
import type { ModelClient } from './model-client';
import type { ModelConfig } from './model-config';
import { classifyModelError, modelError } from './model-errors';

/** One streaming answer of the model: its text as it arrives, then what the last chunks said. */
export interface CompletionStream {
  chunks: AsyncIterable<string>;
  /** Token counts from the final chunk (servers that honour `include_usage`), else null. */
  usage(): TokenUsage | null;
  finishReason(): string | null;
}

/**
 * Streams a chat completion. `signal` is the job's: when it fires the HTTP request is aborted (the
 * model server sees the connection close) and the text simply ends, because a stop is not an
 * error. Every other way the answer can go wrong throws a ModelError in the catalogue's words:
 * an HTTP error status, no answer within `timeoutMs`, silence longer than `idleTimeoutMs`, an
 * unreadable chunk, or a stream that ends before the model said it was finished.
 */
export function streamCompletion(
  client: ModelClient,
  config: ModelConfig,
  messages: ChatCompletionMessageParam[],
  signal: AbortSignal,
): CompletionStream {
  let usage: TokenUsage | null = null;
  let finishReason: string | null = null;

  async function* chunks(): AsyncGenerator<string> {
    if (signal.aborted) return;
    // The request's own signal, fired by the job's or by silence: one listener instead of an
    // AbortSignal.any per stream.
    const request = new AbortController();
    const stop = () => request.abort();
    signal.addEventListener('abort', stop, { once: true });
    let idle = false;
    let timer: NodeJS.Timeout | undefined;
    // Re-armed on every chunk: refresh() restarts the same timer instead of allocating a new one.
    const armIdleTimer = () => {
      if (timer) timer.refresh();
      else
        timer = setTimeout(() => {
          idle = true;
          request.abort();
        }, config.idleTimeoutMs);
    };
    const failure = (error: unknown) =>
      idle ? modelError('timeout', `no data for ${config.idleTimeoutMs} ms`) : classifyModelError(error, config.model);
    try {
      let stream: AsyncIterable<ChatCompletionChunk>;
      try {
        stream = await client.streamChat(
          { model: config.model, messages, stream: true, stream_options: { include_usage: true } },
          request.signal,
          config.timeoutMs,
        );
      } catch (error) {
        if (signal.aborted) return;
        throw failure(error);
      }
      armIdleTimer();
      try {
        for await (const chunk of stream) {
          armIdleTimer();
          if (chunk.usage) {
            usage = {
              promptTokens: chunk.usage.prompt_tokens,
              completionTokens: chunk.usage.completion_tokens,
              totalTokens: chunk.usage.total_tokens,
            };
          }
          const choice = chunk.choices?.[0];
          if (choice?.finish_reason) finishReason = choice.finish_reason;
          const text = choice?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        // A stop or the idle timer ends the chunks with an AbortError.
        if (signal.aborted) return;
        throw failure(error);
      }
      if (signal.aborted) return;
      if (idle) throw failure(null);
      if (!finishReason) throw modelError('connection-lost', 'stream ended before a finish_reason');
      if (finishReason === 'content_filter') throw modelError('rejected', 'finish_reason content_filter');
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    }
  }

  return { chunks: chunks(), usage: () => usage, finishReason: () => finishReason };
}

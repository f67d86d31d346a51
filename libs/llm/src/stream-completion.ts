import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { TokenUsage } from '@infragen/contracts';
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
  client: OpenAI,
  config: ModelConfig,
  messages: ChatCompletionMessageParam[],
  signal: AbortSignal,
): CompletionStream {
  let usage: TokenUsage | null = null;
  let finishReason: string | null = null;

  async function* chunks(): AsyncGenerator<string> {
    const idle = new AbortController();
    const requestSignal = AbortSignal.any([signal, idle.signal]);
    let timer: NodeJS.Timeout | undefined;
    // Re-armed on every chunk: refresh() restarts the same timer instead of allocating a new one.
    const armIdleTimer = () => {
      if (timer) timer.refresh();
      else timer = setTimeout(() => idle.abort(), config.idleTimeoutMs);
    };
    const failure = (error: unknown) =>
      idle.signal.aborted
        ? modelError('timeout', `no data for ${config.idleTimeoutMs} ms`)
        : classifyModelError(error, config.model);
    try {
      let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        stream = await client.chat.completions.create(
          { model: config.model, messages, stream: true, stream_options: { include_usage: true } },
          { signal: requestSignal, timeout: config.timeoutMs, maxRetries: 0 },
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
        if (signal.aborted) return;
        throw failure(error);
      }
      // An aborted stream ends without an exception (the SDK swallows the abort).
      if (signal.aborted) return;
      if (idle.signal.aborted) throw failure(null);
      if (!finishReason) throw modelError('connection-lost', 'stream ended before a finish_reason');
      if (finishReason === 'content_filter') throw modelError('rejected', 'finish_reason content_filter');
    } finally {
      clearTimeout(timer);
    }
  }

  return { chunks: chunks(), usage: () => usage, finishReason: () => finishReason };
}

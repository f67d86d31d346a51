import { AppError, type GenerationJobData } from '@infragen/contracts';
import {
  buildMessages,
  buildRepairMessages,
  createModelClient,
  describeModelConfig,
  ModelError,
  streamCompletion,
  type ModelClient,
  type ModelConfig,
} from '@infragen/llm';
import type { GenerationRun, GenerationSource, RepairAttempt } from './generation-source';

/**
 * A model failure as the pipeline reports it: the user's message unchanged, and the alert made
 * specific to this endpoint and model, so one broken deployment does not hide another.
 */
function withEndpoint(error: ModelError, config: ModelConfig): AppError {
  const where = describeModelConfig(config);
  const alert = error.alert && {
    ...error.alert,
    message: `${error.detail} (model ${where.model} at ${where.baseUrl})`,
    fingerprint: `model:${error.kind}:${where.baseUrl}:${where.model}`,
  };
  return new AppError(error.code, error.message, { cause: error, alert, retryAfterSeconds: error.retryAfterSeconds });
}

/** Generates with a language model behind any OpenAI-compatible endpoint, streaming its answer. */
export class OpenAiSource implements GenerationSource {
  readonly name = 'openai';
  private readonly client: ModelClient;

  constructor(private readonly config: ModelConfig) {
    this.client = createModelClient(config);
  }

  start(request: GenerationJobData, signal: AbortSignal): GenerationRun {
    return this.stream(
      buildMessages({
        prompt: request.prompt,
        platform: request.platform,
        format: request.format,
        history: request.history,
      }),
      signal,
    );
  }

  repair(request: GenerationJobData, attempt: RepairAttempt, signal: AbortSignal): GenerationRun {
    return this.stream(
      buildRepairMessages({
        prompt: request.prompt,
        platform: request.platform,
        format: request.format,
        history: request.history,
        answer: attempt.answer,
        diagnostics: attempt.diagnostics,
      }),
      signal,
    );
  }

  private stream(messages: ReturnType<typeof buildMessages>, signal: AbortSignal): GenerationRun {
    const stream = streamCompletion(this.client, this.config, messages, signal);
    const config = this.config;
    async function* chunks(): AsyncGenerator<string> {
      try {
        yield* stream.chunks;
      } catch (error) {
        if (error instanceof ModelError) throw withEndpoint(error, config);
        throw error;
      }
    }
    return { chunks: chunks(), usage: () => stream.usage() };
  }
}

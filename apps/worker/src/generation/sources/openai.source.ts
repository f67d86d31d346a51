import { Messages, type GenerationJobData } from '@infragen/contracts';
import { buildMessages, createModelClient, describeModelConfig, extractCode, ModelError, streamCompletion, type ModelClient, type ModelConfig } from '@infragen/llm';
import { GenerationFailure, type GenerationRun, type GenerationSource } from './generation-source';

/** A model failure as the pipeline reports it: the user's message, and an alert when it is not theirs. */
function toFailure(error: ModelError, config: ModelConfig): GenerationFailure {
  const where = describeModelConfig(config);
  const alert = error.alert
    ? {
        title: error.alert.title,
        severity: error.alert.severity,
        message: `${error.detail} (model ${where.model} at ${where.baseUrl})`,
        fingerprint: `model:${error.kind}:${where.baseUrl}:${where.model}`,
      }
    : undefined;
  return new GenerationFailure(error.userMessage, alert, error);
}

/** Generates with a language model behind any OpenAI-compatible endpoint, streaming its answer. */
export class OpenAiSource implements GenerationSource {
  readonly name = 'openai';
  private readonly client: ModelClient;

  constructor(private readonly config: ModelConfig) {
    this.client = createModelClient(config);
  }

  start(request: GenerationJobData, signal: AbortSignal): GenerationRun {
    const stream = streamCompletion(
      this.client,
      this.config,
      buildMessages({ prompt: request.prompt, platform: request.platform, format: request.format, history: request.history }),
      signal,
    );
    const config = this.config;
    async function* chunks(): AsyncGenerator<string> {
      try {
        yield* stream.chunks;
      } catch (error) {
        if (error instanceof ModelError) throw toFailure(error, config);
        throw error;
      }
    }
    return {
      chunks: chunks(),
      finish: (fullText) => {
        const extracted = extractCode(fullText, request.format);
        if (extracted.files.length === 0) throw new GenerationFailure(Messages.generation.model.noCode);
        return { ...extracted, usage: stream.usage() };
      },
    };
  }
}

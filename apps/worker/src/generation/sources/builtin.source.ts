import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, type GenerationJobData } from '@infragen/contracts';
import { generateInfrastructure, renderAsMarkdown, streamChunks } from '@infragen/iac-generator';
import type { GenerationRun, GenerationSource } from './generation-source';

/**
 * The built-in generator of libs/iac-generator, used when no model is configured. Its text (what it
 * understood, then the files) streams through the same pipeline as a model's, paced a little so
 * the browser shows it arriving and Stop works. A request it understands nothing of ends with its
 * plain explanation as the message, never with filler code.
 */
export class BuiltinSource implements GenerationSource {
  readonly name = 'builtin';
  readonly writer = 'engine';

  /** @param paceMs pause between chunks; 0 streams as fast as the pipeline takes it. */
  constructor(private readonly paceMs = 8) {}

  start(request: GenerationJobData, signal: AbortSignal): GenerationRun {
    const result = generateInfrastructure({
      prompt: request.prompt,
      platform: request.platform,
      format: request.format,
      history: request.history.map((turn) => ({ role: turn.isUser ? 'user' : 'assistant', content: turn.content })),
    });
    const pace = this.paceMs;
    async function* chunks(): AsyncGenerator<string> {
      if (result.declined || result.files.length === 0) {
        throw new AppError('GENERATION_DECLINED', result.explanation.trim());
      }
      let first = true;
      for (const chunk of streamChunks(renderAsMarkdown(result))) {
        if (signal.aborted) return;
        if (!first && pace > 0) await sleep(pace, undefined, { signal }).catch(() => undefined);
        if (signal.aborted) return;
        first = false;
        yield chunk;
      }
    }
    return { chunks: chunks(), usage: () => null, explanation: result.explanation };
  }
}

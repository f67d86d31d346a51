import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, type GenerationJobData } from '@infragen/contracts';
import type * as Generator from '@infragen/iac-generator';
import type { GenerationRun, GenerationSource } from './generation-source';

/**
 * The generator is required when this source is made, not when the worker's modules load: a worker
 * with a language model configured never runs it, and its code and tables held about 34 MiB of
 * every such worker (bench/RESULTS.md, "The live path").
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadGenerator = () => require('@infragen/iac-generator') as typeof Generator;

/**
 * The built-in generator of libs/iac-generator, used when no model is configured. Its text (what it
 * understood, then the files) streams through the same pipeline as a model's, paced a little so
 * the browser shows it arriving and Stop works. A request it understands nothing of ends with its
 * plain explanation as the message, never with filler code.
 */
export class BuiltinSource implements GenerationSource {
  readonly name = 'builtin';
  readonly writer = 'engine';

  private readonly generator = loadGenerator();

  /** @param paceMs pause between chunks; 0 streams as fast as the pipeline takes it. */
  constructor(private readonly paceMs = 8) {}

  start(request: GenerationJobData, signal: AbortSignal): GenerationRun {
    const { generateInfrastructure, renderAsMarkdown, streamChunks } = this.generator;
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

import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, type GenerationJobData } from '@infragen/contracts';
import type { GenerationRun, GenerationSource } from '../../apps/worker/src/generation';

/**
 * A deterministic source for pipeline tests: yields `chunks` with `delayMs` between them, or fails
 * with `failWith` after them. It records the requests it saw and whether each run was aborted.
 */
export class ScriptedSource implements GenerationSource {
  readonly name = 'scripted';
  readonly seen: GenerationJobData[] = [];
  readonly aborted: string[] = [];

  constructor(private readonly script: { chunks: string[]; delayMs?: number; failWith?: string }) {}

  start(request: GenerationJobData, signal: AbortSignal): GenerationRun {
    this.seen.push(request);
    const { chunks, delayMs = 0, failWith } = this.script;
    const aborted = this.aborted;
    async function* stream(): AsyncGenerator<string> {
      for (const chunk of chunks) {
        if (signal.aborted) break;
        if (delayMs) await sleep(delayMs, undefined, { signal }).catch(() => undefined);
        if (signal.aborted) break;
        yield chunk;
      }
      if (signal.aborted) aborted.push(request.generationId);
      if (failWith && !signal.aborted) throw new AppError('MODEL_REJECTED', failWith);
    }
    return {
      chunks: stream(),
      usage: () => ({ promptTokens: 1, completionTokens: chunks.length, totalTokens: chunks.length + 1 }),
    };
  }
}

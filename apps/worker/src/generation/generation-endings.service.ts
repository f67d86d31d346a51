import { Inject, Injectable } from '@nestjs/common';
import {
  Messages,
  Rooms,
  UNFINISHED_GENERATION_STATUSES,
  type AppError,
  type CheckedOutcome,
  type GenerationResult,
  type PlatformId,
} from '@infragen/contracts';
import { GenerationsRepository } from '@infragen/database';
import { GenerationStreamStore } from '@infragen/runtime';
import { WORKER_CONFIG, type WorkerConfig } from '../config';
import { SocketEmitterService } from '../realtime';

/**
 * The three ways a generation ends, as the worker records and announces them: stored first (a
 * client that reloads on the event finds the answer), then told to the generation's room with the
 * conversation lines the ending stored. Each ends a generation once: a second ending (a late
 * failure, another worker, the reconciler) finds it ended and does nothing.
 */
@Injectable()
export class GenerationEndingsService {
  private readonly stream: GenerationStreamStore;

  constructor(
    private readonly generations: GenerationsRepository,
    private readonly sockets: SocketEmitterService,
    @Inject(WORKER_CONFIG) config: WorkerConfig,
  ) {
    this.stream = new GenerationStreamStore(sockets.connection, config.redisPrefix);
  }

  /** The kept answer: its result, findings and repair rounds, and the text it was extracted from. */
  async complete(
    id: string,
    platform: PlatformId,
    outcome: CheckedOutcome & { result: GenerationResult; text: string; seq: number },
  ): Promise<void> {
    const { result, diagnostics, repair, text, seq } = outcome;
    const ended = await this.generations.end(id, {
      status: 'completed',
      from: ['running', 'validating'],
      text,
      seq,
      result,
      diagnostics,
      repair,
      messages: [
        { content: Messages.generation.assistantIntro(platform), isCode: false },
        { content: result.code, isCode: true },
      ],
    });
    if (ended) {
      this.sockets.emitTo(Rooms.generation(id), 'generation:completed', {
        id,
        ...result,
        diagnostics,
        repair,
        messages: ended.messages,
      });
      this.sockets.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'completed' });
    }
    await this.stream.clear(id);
  }

  async fail(id: string, failure: AppError): Promise<void> {
    const ended = await this.generations.end(id, {
      status: 'failed',
      from: UNFINISHED_GENERATION_STATUSES,
      error: failure.message,
      messages: [{ content: Messages.generation.errorChatMessage(failure.message), isCode: false }],
    });
    if (!ended) return;
    this.sockets.emitTo(Rooms.generation(id), 'generation:failed', {
      id,
      message: failure.message,
      code: failure.code,
      messages: ended.messages,
    });
    this.sockets.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'failed' });
    await this.stream.clear(id).catch(() => undefined);
  }

  /** `streamed`: the text so far, when the job had started streaming. */
  async cancel(id: string, streamed?: { text: string; seq: number }): Promise<void> {
    const ended = await this.generations.end(id, {
      status: 'cancelled',
      from: UNFINISHED_GENERATION_STATUSES,
      ...streamed,
      messages: [{ content: Messages.generation.stoppedByUser, isCode: false }],
    });
    if (!ended) return;
    this.sockets.emitTo(Rooms.generation(id), 'generation:cancelled', { id, messages: ended.messages });
    this.sockets.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'cancelled' });
    await this.stream.clear(id).catch(() => undefined);
  }
}

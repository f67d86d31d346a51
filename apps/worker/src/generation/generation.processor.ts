import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Logger } from 'pino';
import {
  JobName,
  Messages,
  QueueName,
  Rooms,
  type GenerationJobData,
  type GenerationStatus,
} from '@infragen/contracts';
import { endGeneration, Generation } from '@infragen/database';
import { GenerationStreamStore } from '@infragen/runtime';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from '../config/worker-config';
import { OnJob } from '../jobs/on-job.decorator';
import { JobRunnerService } from '../jobs/job-runner.service';
import { SocketEmitterService } from '../realtime/socket-emitter.service';
import { DeltaBatcher } from './delta-batcher';
import { GENERATION_SOURCE } from './sources/source.provider';
import { GenerationFailure, type GenerationSource } from './sources/generation-source';
import { SystemAlertsService } from '../alerts/system-alerts.service';

const FINAL: readonly GenerationStatus[] = ['completed', 'failed', 'cancelled'];

/**
 * Gap between two deltas of one generation: 20 ms while the worker is lightly loaded (adds no
 * delay to a model's ordinary pace), widening with the number of streams this process relays so
 * hundreds of concurrent streams stay within what Redis and the sockets can carry (0.25 ms per
 * active stream, at most 250 ms). Measured in bench/RESULTS.md.
 */
export function deltaGapMs(activeStreams: number): number {
  return Math.min(250, Math.max(20, activeStreams * 0.25));
}

/**
 * Runs one generation: marks it running, streams the source's text to the generation's room in
 * numbered deltas, then stores and emits the outcome, a failure with a catalogue message, or the
 * cancellation. A row never stays "running" once its job has ended.
 */
@Injectable()
export class GenerationProcessor implements OnModuleInit {
  private readonly stream: GenerationStreamStore;
  private activeStreams = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly sockets: SocketEmitterService,
    private readonly runner: JobRunnerService,
    @Inject(GENERATION_SOURCE) private readonly source: GenerationSource,
    private readonly alerts: SystemAlertsService,
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {
    this.stream = new GenerationStreamStore(sockets.connection, config.redisPrefix);
  }

  onModuleInit(): void {
    // A job that failed for good without our handler finishing (stalled twice: its workers died).
    this.runner.onFinalFailure(QueueName.Generation, async (job, error) => {
      const message = /stalled/i.test(error.message) ? Messages.generation.workerLost : Messages.http.internal;
      await this.fail(String(job.id), message);
    });
  }

  @OnJob({ queue: QueueName.Generation, name: JobName.Generate })
  async generate(job: Job<GenerationJobData>, signal: AbortSignal): Promise<void> {
    const id = job.data.generationId;
    const row = await this.claim(id);
    if (!row) {
      // Why it may not run: it is gone, it already ended, or it was stopped before a worker took it.
      const found = await this.em.fork().findOne(Generation, { id }, { fields: ['status', 'cancelRequestedAt'] });
      if (!found) throw new UnrecoverableError(`generation ${id} does not exist`);
      if (!FINAL.includes(found.status)) await this.finishCancelled(id);
      return;
    }
    await this.stream.clear(id);
    this.sockets.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'running' });

    const batcher = new DeltaBatcher(async (seq, text) => {
      // Stored and published in one Redis command: a subscriber that sees the delta can always
      // read the text that includes it, and the worker sends one command per delta.
      const publication = this.sockets.encode(Rooms.generation(id), 'generation:delta', { id, seq, text });
      await this.stream.append(id, seq, text, publication);
    }, () => deltaGapMs(this.activeStreams));
    let fullText = '';
    this.activeStreams += 1;
    try {
      const run = this.source.start(job.data, signal);
      for await (const chunk of run.chunks) {
        if (signal.aborted) break;
        fullText += chunk;
        batcher.push(chunk);
      }
      // An aborted stream ends quietly (no exception): the signal says why it ended.
      if (signal.aborted) {
        batcher.discard();
        await batcher.flush();
        await this.finishCancelled(id, { text: fullText, seq: batcher.lastSeq });
        return;
      }
      await batcher.flush();
      const outcome = run.finish(fullText);
      // Stored before it is announced: a client that reloads on "completed" finds the answer.
      const ended = await endGeneration(this.em, id, {
        status: 'completed',
        from: ['running'],
        text: fullText,
        seq: batcher.lastSeq,
        result: outcome,
        messages: [
          { content: Messages.generation.assistantIntro(row.platform), isCode: false },
          { content: outcome.code, isCode: true },
        ],
      });
      if (ended) {
        this.sockets.emitTo(Rooms.generation(id), 'generation:completed', { id, ...outcome });
        this.sockets.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'completed' });
      }
      await this.stream.clear(id);
    } catch (error) {
      batcher.discard();
      await batcher.flush().catch(() => undefined);
      if (signal.aborted) {
        await this.finishCancelled(id, { text: fullText, seq: batcher.lastSeq });
        return;
      }
      const message = error instanceof GenerationFailure ? error.userMessage : Messages.http.internal;
      if (error instanceof GenerationFailure) {
        this.logger.warn({ generationId: id, reason: error.alert?.message ?? message }, 'generation failed');
        if (error.alert) await this.alerts.raise(error.alert);
      } else {
        this.logger.error({ err: error, generationId: id }, 'generation failed');
      }
      await this.fail(id, message);
      // Not retried: the user has been told, and a retry would stream a second answer.
      throw new UnrecoverableError(message);
    } finally {
      this.activeStreams -= 1;
    }
  }

  /**
   * Marks the generation running if it may run (it exists, has not ended, and no stop was asked
   * for), in one statement: this runs at the start of every job, in bursts when many requests
   * arrive together, where an ORM read and a write per job showed in the worker's profile.
   */
  private async claim(id: string): Promise<{ platform: string } | null> {
    const rows = await this.em.getConnection().execute<{ platform: string }[]>(
      `update generations set status = 'running', started_at = now(), updated_at = now(), text = '', seq = 0
       where id = ? and status in ('queued', 'running') and cancel_requested_at is null
       returning platform`,
      [id],
    );
    return rows[0] ? { platform: rows[0].platform } : null;
  }

  private async fail(id: string, message: string): Promise<void> {
    const ended = await endGeneration(this.em, id, {
      status: 'failed',
      from: ['queued', 'running'],
      error: message,
      messages: [{ content: Messages.generation.errorChatMessage(message), isCode: false }],
    });
    if (!ended) return;
    this.sockets.emitTo(Rooms.generation(id), 'generation:failed', { id, message });
    this.sockets.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'failed' });
    await this.stream.clear(id).catch(() => undefined);
  }

  /** `streamed`: the text so far, when the job had started streaming. */
  private async finishCancelled(id: string, streamed?: { text: string; seq: number }): Promise<void> {
    const ended = await endGeneration(this.em, id, {
      status: 'cancelled',
      from: ['queued', 'running'],
      ...streamed,
      messages: [{ content: Messages.generation.stoppedByUser, isCode: false }],
    });
    if (!ended) return;
    this.sockets.emitTo(Rooms.generation(id), 'generation:cancelled', { id });
    this.sockets.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'cancelled' });
    await this.stream.clear(id).catch(() => undefined);
  }
}

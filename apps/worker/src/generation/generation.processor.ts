import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Logger } from 'pino';
import {
  AppError,
  hasEnded,
  isAppError,
  JobName,
  Messages,
  QueueName,
  Rooms,
  type GenerationJobData,
} from '@infragen/contracts';
import { GenerationsRepository } from '@infragen/database';
import { SystemAlertsService } from '../alerts';
import { WORKER_LOGGER } from '../config';
import { JobRunnerService, OnJob } from '../jobs';
import { SocketEmitterService } from '../realtime';
import { addUsage, firstAnswer, resultOf } from './answer';
import { CheckedOutputService } from './checked-output.service';
import { GenerationEndingsService } from './generation-endings.service';
import type { GenerationSource } from './sources/generation-source';
import { GENERATION_SOURCE } from './sources/source.provider';
import { StreamRelayService, type Streamed } from './stream-relay.service';

/**
 * Runs one generation: marks it running, streams the source's text to the generation's room in
 * numbered deltas, checks the answer's code (and repairs it with the model when it can), then
 * stores and emits the outcome, a failure with a catalogue message, or the cancellation. A row
 * never stays unfinished once its job has ended.
 */
@Injectable()
export class GenerationProcessor implements OnModuleInit {
  constructor(
    private readonly generations: GenerationsRepository,
    private readonly endings: GenerationEndingsService,
    private readonly sockets: SocketEmitterService,
    private readonly runner: JobRunnerService,
    private readonly relay: StreamRelayService,
    private readonly checked: CheckedOutputService,
    @Inject(GENERATION_SOURCE) private readonly source: GenerationSource,
    private readonly alerts: SystemAlertsService,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    // A job that failed for good without our handler finishing (stalled twice: its workers died).
    this.runner.onFinalFailure(QueueName.Generation, async (job, error) => {
      const failure = /stalled/i.test(error.message)
        ? new AppError('WORKER_LOST', Messages.generation.workerLost)
        : new AppError('INTERNAL', Messages.http.internal);
      await this.endings.fail(String(job.id), failure);
    });
  }

  @OnJob({ queue: QueueName.Generation, name: JobName.Generate })
  async generate(job: Job<GenerationJobData>, signal: AbortSignal): Promise<void> {
    const id = job.data.generationId;
    const claimed = await this.generations.claim(id);
    if (!claimed) {
      // Why it may not run: it is gone, it already ended, or it was stopped before a worker took it.
      const status = await this.generations.findStatus(id);
      if (!status) {
        // Its row is not in this worker's database: most likely another deployment shares this
        // Redis and key prefix and this job is theirs. Say so loudly; the job fails for good.
        this.logger.error(
          { generationId: id, queue: QueueName.Generation },
          'took a job for a generation this database does not have: does another deployment use the same REDIS_URL and REDIS_KEY_PREFIX?',
        );
        throw new UnrecoverableError(`generation ${id} does not exist`);
      }
      if (!hasEnded(status)) await this.endings.cancel(id);
      return;
    }
    // Issued together, so both leave in one write on the pipelined connection (one of the Redis
    // round trips a job's start paid, bench/RESULTS.md); Redis runs them in order, so a client
    // that hears 'running' finds the earlier text cleared.
    const cleared = this.relay.restart(id);
    this.sockets.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'running' });
    await cleared;

    const streamed: Streamed = { text: '', seq: 0 };
    try {
      const run = this.source.start(job.data, signal);
      await this.relay.relay(id, run.chunks, signal, streamed);
      // An aborted stream ends quietly (no exception): the signal says why it ended.
      if (signal.aborted) {
        await this.endings.cancel(id, streamed);
        return;
      }
      const first = firstAnswer(streamed.text, job.data);
      const checked = await this.checked.settle(id, job.data, first, signal, streamed);
      if (!checked) {
        await this.endings.cancel(id, streamed);
        return;
      }
      const usage = addUsage([run.usage(), ...checked.repairUsage]);
      await this.endings.complete(id, claimed.platform, {
        result: resultOf(checked.answer, job.data, usage, run.explanation),
        diagnostics: checked.diagnostics,
        repair: checked.repair,
        text: checked.answer.text,
        seq: streamed.seq,
      });
    } catch (error) {
      if (signal.aborted) {
        await this.endings.cancel(id, streamed);
        return;
      }
      const failure = isAppError(error) ? error : new AppError('INTERNAL', Messages.http.internal, { cause: error });
      if (isAppError(error)) {
        this.logger.warn(
          { generationId: id, code: failure.code, reason: failure.alert?.message ?? failure.message },
          'generation failed',
        );
        if (failure.alert) await this.alerts.raise(failure.alert);
      } else {
        this.logger.error({ err: error, generationId: id }, 'generation failed');
      }
      await this.endings.fail(id, failure);
      // Not retried: the user has been told, and a retry would stream a second answer.
      throw new UnrecoverableError(failure.message);
    }
  }
}

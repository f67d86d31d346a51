import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Diagnostic, FormatId } from '@infragen/contracts';
import type { CheckedFile, checkFiles, CodeOrigin, prepareChecks } from '@infragen/iac-checker';
import { ThreadPool } from '@infragen/runtime';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from '../config';
import { checkWarmUp } from './check-warm-up';

interface CheckModule {
  checkFiles: typeof checkFiles;
  prepareChecks: typeof prepareChecks;
}

/**
 * A small young generation: a check allocates little at a time, and V8's default reserves more
 * per thread than it uses (about 9 MiB less RSS per thread, checks as fast: bench/RESULTS.md,
 * "Check threads' memory").
 */
const CHECK_THREAD_LIMITS = { maxYoungGenerationSizeMb: 4 };
/** A check longer than this is a bug (300 lines take milliseconds): its thread is replaced. */
const CHECK_TIMEOUT_MS = 30_000;

/**
 * The checks of generated code (validation and security scan, libs/iac-checker's checkFiles) in
 * CHECK_THREADS worker threads: parsing and walking schemas is CPU work, and this process relays
 * every stream it runs, so none of it may run on its event loop. The threads load the checker's
 * code as the worker starts; a format's parser and schemas load with its first check and stay, so
 * a worker holds only the formats it is asked for (check-warm-up.ts says what that saves).
 */
@Injectable()
export class CheckThreadsService implements OnModuleInit, OnApplicationShutdown {
  private readonly pool: ThreadPool<CheckModule>;

  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {
    this.pool = new ThreadPool<CheckModule>({
      module: '@infragen/iac-checker',
      size: config.env.CHECK_THREADS,
      warmUp: checkWarmUp(),
      resourceLimits: CHECK_THREAD_LIMITS,
      taskTimeoutMs: CHECK_TIMEOUT_MS,
      logger,
    });
  }

  onModuleInit(): void {
    const startedAt = performance.now();
    // Warmed in the background: a generation that finishes first waits in the queue for it.
    // A failure is logged by the pool, and every check then fails (the generation completes unchecked).
    void this.pool.start().then(
      () =>
        this.logger.info(
          { threads: this.pool.stats().threads, ms: Math.round(performance.now() - startedAt) },
          'check threads ready',
        ),
      () => undefined,
    );
  }

  /** Every finding in the files of one answer; `origin` says who wrote them (a model's waivers do not apply). */
  check(files: readonly CheckedFile[], format: FormatId, origin: CodeOrigin): Promise<Diagnostic[]> {
    return this.pool.run(
      'checkFiles',
      files.map(({ path, content }) => ({ path, content })),
      format,
      origin,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }
}

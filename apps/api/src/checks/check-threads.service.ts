import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { FORMAT_IDS, type Diagnostic, type FormatId } from '@infragen/contracts';
import type { CheckedFile, checkFiles, prepareChecks } from '@infragen/iac-checker';
import { ThreadPool } from '@infragen/runtime';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';

interface CheckModule {
  checkFiles: typeof checkFiles;
  prepareChecks: typeof prepareChecks;
}

/** A check longer than this is a bug (the largest accepted request takes well under a second). */
const CHECK_TIMEOUT_MS = 20_000;
/** Checks waiting per thread at most; beyond, the endpoint answers CHECKS_BUSY (try again). */
const QUEUED_PER_THREAD = 16;

/**
 * The checks of edited code (libs/iac-checker's checkFiles) in CHECK_THREADS worker threads, kept
 * warm from the start: a check is CPU work, and this process answers every request and socket,
 * so none of it may run on its event loop. A burst beyond the queue is refused rather than left
 * to grow.
 */
@Injectable()
export class CheckThreadsService implements OnModuleInit, OnApplicationShutdown {
  private readonly pool: ThreadPool<CheckModule>;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    this.pool = new ThreadPool<CheckModule>({
      module: '@infragen/iac-checker',
      size: config.env.CHECK_THREADS,
      warmUp: [{ fn: 'prepareChecks', args: [FORMAT_IDS] }],
      maxQueued: config.env.CHECK_THREADS * QUEUED_PER_THREAD,
      taskTimeoutMs: CHECK_TIMEOUT_MS,
      logger,
    });
  }

  onModuleInit(): void {
    const startedAt = performance.now();
    // Warmed in the background; a failure is logged by the pool and every check then answers CHECKS_FAILED.
    void this.pool.start().then(
      () =>
        this.logger.info(
          { threads: this.pool.stats().threads, ms: Math.round(performance.now() - startedAt) },
          'check threads ready',
        ),
      () => undefined,
    );
  }

  check(files: readonly CheckedFile[], format: FormatId): Promise<Diagnostic[]> {
    return this.pool.run(
      'checkFiles',
      files.map(({ path, content }) => ({ path, content })),
      format,
      // The editor sends code the user wrote or edited: their waivers apply.
      'user',
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }
}

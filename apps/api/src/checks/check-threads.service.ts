import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Diagnostic, FormatId } from '@infragen/contracts';
import type { CheckedFile, checkFiles, prepareChecks } from '@infragen/iac-checker';
import { ThreadPool } from '@infragen/runtime';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';

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
/** A check longer than this is a bug (the largest accepted request takes well under a second). */
const CHECK_TIMEOUT_MS = 20_000;
/** Checks waiting per thread at most; beyond, the endpoint answers CHECKS_BUSY (try again). */
const QUEUED_PER_THREAD = 16;

/**
 * The checks of edited code (libs/iac-checker's checkFiles) in CHECK_THREADS worker threads: a
 * check is CPU work, and this process answers every request and socket, so none of it may run on
 * its event loop. The threads start with the first check, and each format's schemas load with its
 * first check: most api processes never check a format, and a thread holding every format costs
 * about 100 MiB (bench/RESULTS.md, "Check threads' memory"); the first check pays about a second
 * once. A burst beyond the queue is refused rather than left to grow.
 */
@Injectable()
export class CheckThreadsService implements OnApplicationShutdown {
  private readonly pool: ThreadPool<CheckModule>;

  constructor(@Inject(API_CONFIG) config: ApiConfig, @Inject(ROOT_LOGGER) logger: Logger) {
    this.pool = new ThreadPool<CheckModule>({
      module: '@infragen/iac-checker',
      size: config.env.CHECK_THREADS,
      maxQueued: config.env.CHECK_THREADS * QUEUED_PER_THREAD,
      resourceLimits: CHECK_THREAD_LIMITS,
      taskTimeoutMs: CHECK_TIMEOUT_MS,
      logger,
    });
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

import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { AppError, Messages, VALIDATE_RATE_LIMIT, type Diagnostic, type FormatId } from '@infragen/contracts';
import { ThreadPoolBusyError } from '@infragen/runtime';
import type { RequestOwner } from '../auth';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import { RateLimitService } from '../rate-limit';
import { CheckThreadsService } from './check-threads.service';

/** Seconds a client is asked to wait when every check thread is busy. */
const BUSY_RETRY_SECONDS = 2;

/**
 * Checks code a user edited in the workspace, the way the worker checks a generation's answer.
 * Open to whoever may generate: signed-in users, and anonymous visitors unless anonymous
 * generation is turned off; each is counted per minute (a user per account, a visitor per
 * address), as a check costs a thread some CPU.
 */
@Injectable()
export class ChecksService {
  constructor(
    private readonly threads: CheckThreadsService,
    private readonly limits: RateLimitService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async validate(
    files: readonly { path: string; content: string }[],
    format: FormatId,
    owner: RequestOwner,
    clientIp: string,
  ): Promise<{ diagnostics: Diagnostic[] }> {
    await this.countAgainstLimit(owner, clientIp);
    try {
      return { diagnostics: await this.threads.check(files, format) };
    } catch (error) {
      if (error instanceof ThreadPoolBusyError)
        throw new AppError('CHECKS_BUSY', Messages.checkedOutput.busy, {
          cause: error,
          retryAfterSeconds: BUSY_RETRY_SECONDS,
        });
      this.logger.error({ err: error, format, files: files.length }, 'a check of edited code failed');
      throw new AppError('CHECKS_FAILED', Messages.checkedOutput.failed, { cause: error });
    }
  }

  private async countAgainstLimit(owner: RequestOwner, clientIp: string): Promise<void> {
    const { windowSeconds } = VALIDATE_RATE_LIMIT;
    if (owner.userId) {
      await this.limits.consume(`check:user:${owner.userId}`, VALIDATE_RATE_LIMIT.user, windowSeconds);
      return;
    }
    if (this.config.env.GENERATION_RATE_LIMIT_ANONYMOUS === 0)
      throw new AppError('ANONYMOUS_GENERATION_DISABLED', Messages.generation.anonymousDisabled);
    await this.limits.consume(`check:ip:${clientIp}`, VALIDATE_RATE_LIMIT.anonymous, windowSeconds);
  }
}

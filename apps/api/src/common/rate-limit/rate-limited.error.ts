import { Messages } from '@infragen/contracts';

/** A caller went over a limit; the filter answers 429 with `Retry-After`. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(Messages.http.tooManyRequests(retryAfterSeconds));
    this.name = 'RateLimitedError';
  }
}

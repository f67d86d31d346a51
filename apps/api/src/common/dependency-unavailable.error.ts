import type { UnavailableDependency } from '@infragen/runtime';

/** Thrown where we know which backing service failed; the error filter turns it into a 503. */
export class DependencyUnavailableError extends Error {
  constructor(readonly dependency: UnavailableDependency, cause?: unknown) {
    super(`${dependency} is unavailable`, { cause });
    this.name = 'DependencyUnavailableError';
  }
}

import 'reflect-metadata';
import type { Job } from 'bullmq';
import type { JobName, QueueName } from '@infragen/contracts';

export const ON_JOB = Symbol('ON_JOB');

export interface JobRoute {
  queue: QueueName;
  name: JobName;
}

/** A job handler: the job, and a signal that fires when the job is cancelled. */
export type JobHandler = (job: Job, signal: AbortSignal) => Promise<unknown>;

/**
 * Marks a provider method as the handler of one job name of one queue. The runner finds them at
 * start-up and refuses to start if a job name has no handler or two.
 *
 * @example
 *   @OnJob({ queue: QueueName.Generation, name: JobName.Generate })
 *   async generate(job: Job<GenerationJobData>, signal: AbortSignal) { ... }
 */
export function OnJob(route: JobRoute): MethodDecorator {
  return (target, key) => {
    Reflect.defineMetadata(ON_JOB, route, target, key);
  };
}

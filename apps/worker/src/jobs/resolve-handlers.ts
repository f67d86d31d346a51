import type { JobName, QueueName } from '@infragen/contracts';
import type { JobHandler, JobRoute } from './on-job.decorator';
import { EXPECTED_JOBS } from './expected-jobs';

export interface FoundHandler extends JobRoute {
  owner: string;
  handler: JobHandler;
}

export type HandlerTable = Record<QueueName, Map<JobName, JobHandler>>;

/**
 * Checks the discovered handlers against the expected job names: start-up fails (listing every
 * problem) when a job has no handler, two handlers, or a handler names a job nobody sends.
 */
export function resolveHandlers(found: FoundHandler[]): HandlerTable {
  const problems: string[] = [];
  const table = {} as HandlerTable;
  for (const [queue, names] of Object.entries(EXPECTED_JOBS) as [QueueName, readonly JobName[]][]) {
    table[queue] = new Map();
    for (const name of names) {
      const matches = found.filter((f) => f.queue === queue && f.name === name);
      if (matches.length === 0) problems.push(`job "${name}" of queue "${queue}" has no handler`);
      if (matches.length > 1)
        problems.push(
          `job "${name}" of queue "${queue}" has ${matches.length} handlers: ${matches.map((m) => m.owner).join(', ')}`,
        );
      if (matches.length === 1) table[queue].set(name, matches[0]!.handler);
    }
  }
  for (const f of found) {
    if (!EXPECTED_JOBS[f.queue]?.includes(f.name))
      problems.push(`${f.owner} handles unknown job "${f.name}" of queue "${f.queue}"`);
  }
  if (problems.length) throw new Error(`Job handlers are not consistent:\n  - ${problems.join('\n  - ')}`);
  return table;
}

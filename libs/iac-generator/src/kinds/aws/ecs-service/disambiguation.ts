import { type Disambiguation } from '../../disambiguation';
import { readSettings } from '../../../understand/settings';

/**
 * Whether the request says when something runs: a schedule read anywhere in it (a service takes no
 * schedule, so the one said beside it is read again here rather than found on a mention).
 */
const scheduled = (x: Parameters<Disambiguation['when']>[0]) =>
  readSettings(x.intent.phrases.join('. ').toLowerCase()).some((f) => f.family === 'schedule');

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.ecs_service',
    when: (x) => /\btasks?\b/.test(`${x.text} ${x.phrase}`) && !/\bservices?\b/.test(x.phrase) && scheduled(x),
    then: 'aws.ecs_task_definition',
    why: 'A Fargate task run on a schedule is a task definition the schedule runs, not a service kept running.',
    example: 'Run a Fargate task every night at 02:00 that exports the orders',
  },
  {
    reads: 'aws.ecs_service',
    when: (x) =>
      /^containers?$/.test(x.text) &&
      !/\bservices?\b/.test(x.intent.phrases.join(' ').toLowerCase()) &&
      (scheduled(x) || x.has('aws.ecs_task_definition')),
    then: 'aws.ecs_task_definition',
    why: "The container of a task asked for by its task definition, or run on a schedule, is that task's; no service is asked for.",
    example: 'a task definition for the container image ghcr.io/acme/etl:2 with 1 vCPU',
  },
];

/**
 * A function and what it reads: the request's queue, stream or table stream triggers the function
 * through an event source mapping, whether the function is written here or given by its ARN. Both
 * ends are written; a function written here is allowed to read its source (serverless.ts), and one
 * that already exists is said to need those rights, since its role is not in these files.
 */
import { existingLookup } from '../../model/existing';
import { type HclValue } from '../../model/hcl';
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { arnsAmong } from './grants';

/** The queue a function reads, never one that is only another's dead-letter queue. */
function queueOf(plan: Planner): Component | undefined {
  const queues = plan.all('aws.sqs_queue').filter((q) => !q.config.deadLetterOf);
  // A dead-letter queue asked beside a queue is not planned as one yet when the function is: the
  // queue not said to be one is read.
  return queues.find((q) => !q.attrs.flags.has('dlq') || queues.length === 1) ?? queues[0];
}

/** What a function reads when the request pairs it with one: a queue, else a stream, else a table's changes. */
export function eventSourceOf(plan: Planner): Component | undefined {
  return (
    queueOf(plan) ??
    plan.first('aws.kinesis_stream') ??
    plan.all('aws.dynamodb_table').find((t) => t.attrs.flags.has('streams'))
  );
}

// What reading each source takes, by the source's kind.
const READS: Record<string, { actions: string[] }> = {
  'aws.sqs_queue': { actions: ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'] },
  'aws.kinesis_stream': {
    actions: ['kinesis:GetRecords', 'kinesis:GetShardIterator', 'kinesis:DescribeStream', 'kinesis:ListShards'],
  },
  'aws.dynamodb_table': {
    actions: ['dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:DescribeStream', 'dynamodb:ListStreams'],
  },
};

const TITLES: Record<string, string> = {
  'aws.sqs_queue': 'queue',
  'aws.kinesis_stream': 'stream',
  'aws.dynamodb_table': "table's stream",
};

/**
 * The event source mapping of the plan's first function (new or existing) and the source the
 * request pairs it with, and the function's right to read that source.
 */
export function planEventSource(fn: Component, plan: Planner): void {
  if (fn !== plan.first('aws.lambda_function')) return;
  const source = eventSourceOf(plan);
  if (!source || plan.all('aws.lambda_event_source_mapping').some((m) => m.ref.fn === fn)) return;
  const reads = READS[source.kind];
  const what = TITLES[source.kind];
  const existing = !!existingLookup(fn);
  // One asked for by its own name is this pair's.
  const mapping =
    plan.all('aws.lambda_event_source_mapping').find((m) => !m.ref.fn) ??
    plan.add('aws.lambda_event_source_mapping', {
      implicit: existing
        ? `the ${what} triggers the existing function; its execution role must allow ${reads.actions.join(', ')} on the ${what}`
        : `the ${what} triggers the function`,
      label: fn.id,
    });
  mapping.ref.source = source;
  mapping.ref.fn = fn;
  const role = fn.ref.role as Component | undefined;
  if (existing || !role) return;
  // The role of a function written here reads every queue and stream already (serverless.ts); a
  // table's stream is read only when the table feeds it.
  if (source.kind !== 'aws.dynamodb_table') return;
  const statements = (role.config.statements as Record<string, HclValue>[] | undefined) ?? [];
  role.config.statements = [
    ...statements,
    { Effect: 'Allow', Action: reads.actions, Resource: arnsAmong([source], '/stream/*') },
  ];
}

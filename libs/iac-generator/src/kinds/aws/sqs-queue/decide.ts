import { type Component } from '../../../model/types';

/** What the request's settings decide for a queue, once for every format. */
export function decide(c: Component, plan: { first(kind: string): Component | undefined }) {
  const fifo = c.attrs.flags.has('fifo');
  // A dead-letter queue (for the first queue) only when the request asked for one, or for how many receives before it.
  const deadLetter =
    (c.attrs.flags.has('dlq') || c.attrs.maxReceives !== undefined) && plan.first('aws.sqs_queue') === c;
  return {
    fifo: fifo || undefined,
    contentDedup: fifo && c.attrs.flags.has('contentDedup') ? true : undefined,
    deadLetter,
    // Read only when a dead-letter queue is written: a setting read is reported as served.
    maxReceives: deadLetter ? (c.attrs.maxReceives ?? 5) : undefined,
    // SQS keeps messages at most 14 days; a dead-letter queue keeps them that long.
    retentionSeconds: c.attrs.retentionDays ? Math.min(14, c.attrs.retentionDays) * 86400 : undefined,
    deadLetterRetentionSeconds: 1209600,
  };
}

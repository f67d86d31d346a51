import { type Component } from '../../../model/types';

const DEAD_LETTER = /\bdlq\b|\bdead[-\s]?letter/i;

/** What the request's settings decide for a queue, once for every format. */
export function decide(
  c: Component,
  plan: { first(kind: string): Component | undefined; phrases?: readonly string[] },
) {
  // The queue asked for as this one's dead-letter queue (plan.ts), which holds the receives stated for it.
  const stated = c.ref.deadLetter as Component | undefined;
  // A queue that is another's dead-letter queue is written as one: same FIFO-ness, kept 14 days, no redrive of its own.
  const of = c.config.deadLetterOf as Component | undefined;
  const fifo = (of ?? c).attrs.flags.has('fifo');
  // A dead-letter queue (for the first queue) only when the request asked for one, or for how many receives before it.
  const deadLetter =
    !!stated || ((c.attrs.flags.has('dlq') || c.attrs.maxReceives !== undefined) && plan.first('aws.sqs_queue') === c);
  // A retention said of the dead-letter queue ("the dlq keeps messages for a week") is that queue's, not this one's.
  const retentionSeconds = c.attrs.retentionDays ? Math.min(14, c.attrs.retentionDays) * 86400 : undefined;
  const ofDeadLetter = (c.settings ?? []).some(
    (s) =>
      s.keys.includes('retentionDays') &&
      DEAD_LETTER.test(
        (plan.phrases?.[s.phrase] ?? '').toLowerCase().split(s.text.toLowerCase())[0].split(/[,;]/).pop() ?? '',
      ),
  );
  const ownDeadLetter = deadLetter && !stated && !of;
  return {
    fifo: fifo || undefined,
    contentDedup: fifo && c.attrs.flags.has('contentDedup') ? true : undefined,
    deadLetter,
    // Read only when a dead-letter queue is written: a setting read is reported as served.
    maxReceives: deadLetter ? (stated?.attrs.maxReceives ?? c.attrs.maxReceives ?? 5) : undefined,
    stated,
    of,
    // SQS keeps messages at most 14 days; a dead-letter queue keeps them that long unless said.
    retentionSeconds: ofDeadLetter && ownDeadLetter ? undefined : retentionSeconds,
    deadLetterRetentionSeconds: (ofDeadLetter && ownDeadLetter && retentionSeconds) || 1209600,
  };
}

import { type Component } from '../../../model/types';

/** What the request decides for a function reading a queue or a stream, once for every format. */
export function decide(c: Component) {
  const source = c.ref.source as Component;
  const fn = c.ref.fn as Component;
  const queue = source.kind === 'aws.sqs_queue';
  // The batch is the one stated for the pair: on the source, where "batch size 5" is read, or on its
  // dead-letter queue when said beside it (a queue set aside reads nothing); else the service's default.
  const deadLetter = source.ref.deadLetter as Component | undefined;
  const batchSize = c.attrs.batchSize ?? source.attrs.batchSize ?? deadLetter?.attrs.batchSize ?? (queue ? 10 : 100);
  return {
    source,
    fn,
    queue,
    // A table's changes are read from its stream, whose ARN is not the table's.
    table: source.kind === 'aws.dynamodb_table',
    batchSize,
    // A standard queue hands over more than 10 messages at once only with a batching window.
    windowSeconds: queue && batchSize > 10 ? 1 : undefined,
    // A stream is read from its newest records on; a queue has no position.
    startingPosition: queue ? undefined : 'LATEST',
  };
}

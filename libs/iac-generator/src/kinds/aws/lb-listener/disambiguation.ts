import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.lb_listener',
    when: (x) => !x.has('aws.lb') && !x.has('aws.elb'),
    then: null,
    why: 'A listener is a load balancer listener only beside a load balancer.',
    // In a clause of its own: said with the queue, the listener is read as a part of it before this row.
    example: 'An SQS queue. It needs a listener.',
  },
];

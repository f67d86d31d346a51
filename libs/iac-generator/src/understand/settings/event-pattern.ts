/**
 * The `eventPattern` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { INSTANCE_STATES } from './service-words';

export const EVENT_PATTERN_SERVICE: Rule[] = [
  // Events of EC2 instances a rule reacts to: "instance state changes", "instance termination events".
  // A state word with an object after it is what the instance does ("an instance running our app",
  // "instances starting a job"), never an event: a state is said last, or before "events".
  {
    re: /\b(?:ec2\s+)?instances?\s+(?:(state[- ]changes?|state changes?)|(terminat\w*|stop\w*|start\w*|launch\w*|running|shutting[- ]down)(?=\s*(?:$|[,.;:)]|(?:events?|notifications?|and|or|in|on|for|to|at|within|from|so|then|is|are)\b)))(?:\s+(?:events?|notifications?))?\b/g,
    read: (m) => {
      const state = m[2] ? INSTANCE_STATES.find(([re]) => re.test(m[2]))?.[1] : undefined;
      return {
        label: 'events',
        values: {
          eventPattern: {
            source: ['aws.ec2'],
            'detail-type': ['EC2 Instance State-change Notification'],
            detail: state ? { state: [state] } : undefined,
          },
        },
        family: 'eventPattern',
      };
    },
    examples: {
      reads: {
        'an eventbridge rule on ec2 instance state changes': {
          eventPattern: { source: ['aws.ec2'], 'detail-type': ['EC2 Instance State-change Notification'] },
        },
        'a rule for instances terminating': {
          eventPattern: {
            source: ['aws.ec2'],
            'detail-type': ['EC2 Instance State-change Notification'],
            detail: { state: ['terminated'] },
          },
        },
      },
      leaves: [
        'an ec2 instance of type t3.micro',
        'an ec2 instance running our app',
        'two instances running nginx behind a load balancer',
        'an instance starting the worker at boot',
      ],
    },
  },
];

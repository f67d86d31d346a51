/**
 * An SQS queue's delivery delay: how long a new message stays hidden before any consumer can
 * receive it ("a delivery delay of 45 seconds", "a 2 minute delay", "messages wait 30 seconds in the
 * queue before they become visible"). Read with its unit so a delay over what SQS takes (15 minutes)
 * is said by the kind's limits, never written. "Visible again" is a received message's visibility
 * timeout, not a delay, and is left to the timeout rules.
 */
import { type Rule } from '../settings';
import { seconds, DURATION } from './limits-words';

export const QUEUE_DELAY: Rule[] = [
  {
    when: /\bsqs\b|\bqueues?\b/,
    re: new RegExp(
      [
        // "delivery delay of 90 seconds", "delay seconds 60", "delay: 2 min", "delayed by 5 minutes".
        `\\b(?:(?:delivery|message)\\s+delay|delay(?:\\s+seconds)?|delayed(?:\\s+delivery)?)\\s*(?:of\\s+|is\\s+|=\\s*|:\\s*|by\\s+|to\\s+)?${DURATION}`,
        // "a 2 minute delivery delay", "a 45-second delay".
        `${DURATION}\\s+(?:delivery\\s+|message\\s+)?delay\\b`,
        // "sit in the queue for 3 minutes before it becomes visible", "hidden for 30s before consumers see it".
        `\\b(?:sits?|wait|waits|stays?|remains?|held|hidden|invisible)\\s+(?:in\\s+the\\s+queue\\s+)?for\\s+${DURATION}\\s+before\\s+(?:it|they|each\\s+one|consumers|workers|anyone)\\s+(?:becomes?\\s+visible|(?:is|are)\\s+(?:visible|delivered|received)|can\\s+(?:see|receive|read)|sees?|receives?)(?!\\s+again)`,
        // "DelaySeconds 90", "delay_seconds = 60": the service's own name, counted in seconds.
        `\\bdelay[ _]?seconds\\s*(?:of\\s+|is\\s+|=\\s*|:\\s*)?(\\d{1,4})(?![\\d.])(?!\\s*(?:seconds?|secs?|s|minutes?|mins?|m|hours?|h|days?|d|weeks?)\\b)`,
      ].join('|'),
      'g',
    ),
    read: (m) => ({
      label: 'delivery delay',
      values: { delaySeconds: m[7] ? Number(m[7]) : seconds(m[1] ?? m[3] ?? m[5], m[2] ?? m[4] ?? m[6]) },
      family: 'queueDelay',
    }),
    examples: {
      reads: {
        'an sqs queue with a delivery delay of 45 seconds': { delaySeconds: 45 },
        'a queue with a 2 minute delay': { delaySeconds: 120 },
        'a queue where each message is held for 30 seconds before it becomes visible': { delaySeconds: 30 },
        'a queue, delay seconds 90': { delaySeconds: 90 },
        'an sqs queue with delay_seconds = 60': { delaySeconds: 60 },
      },
      leaves: [
        'a queue where a received message stays hidden for 5 minutes before it becomes visible again',
        'a queue with a visibility timeout of 2 minutes',
      ],
    },
  },
];

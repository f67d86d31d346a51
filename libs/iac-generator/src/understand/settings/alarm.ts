/**
 * The `alarm` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { METRIC, ABOVE, WINDOW, ALARM, found } from './alarm-words';

export const ALARM_CONDITION: Rule[] = [
  // "errors exceed 5 in 5 minutes", "5xx responses are more than 10 within 1 minute".
  {
    re: new RegExp(`\\b${METRIC}\\s+(?:count\\s+)?${ABOVE}\\s*(\\d{1,6})(?:\\s+times)?${WINDOW}`, 'g'),
    when: ALARM,
    read: (m) => found(m[1], m[2], m[3], m[4], m[5]),
    examples: {
      reads: {
        'a lambda with an alarm when errors exceed 5 in 5 minutes': {
          alarm: { metric: 'errors', threshold: 5, periodSeconds: 300 },
        },
      },
      leaves: ['a lambda that retries errors 3 times'],
    },
  },
  // "more than 3 throttles within 10 minutes", "at least 20 errors in an hour".
  {
    re: new RegExp(`\\b${ABOVE}\\s*(\\d{1,6})\\s+${METRIC}${WINDOW}`, 'g'),
    when: ALARM,
    read: (m) => found(m[3], m[1], m[2], m[4], m[5]),
    examples: {
      reads: {
        'an alert if more than 10 5xx responses within 1 minute': {
          alarm: { metric: '5xx', threshold: 10, periodSeconds: 60 },
        },
      },
      leaves: ['an alb with more than 10 targets'],
    },
  },
  // "an alarm on throttles", "alert for 5xx errors": the metric alone.
  {
    re: new RegExp(
      `\\b(?:alarms?|alerts?)\\s+(?:on|for|when(?:ever)?|if)\\s+(?:there\\s+are\\s+|the\\s+|any\\s+)?(?:lambda\\s+|function\\s+|api\\s+)?${METRIC}`,
      'g',
    ),
    read: (m) => found(m[1], undefined, undefined),
    examples: {
      reads: { 'an api with an alarm on 5xx errors': { alarm: { metric: '5xx' } } },
      leaves: ['an api that returns 5xx errors'],
    },
  },
];

/**
 * The `scheduleWindow` settings family: how late a schedule may start what it runs (its flexible
 * time window) and the JSON it hands over when it does (its input). Both belong to a schedule that
 * starts a target of its own (EventBridge Scheduler); settings.ts `RULES` tries them in its order and
 * settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

// The window said off: "flexible window off", "no flexible time window", "flexible window disabled".
const OFF = String.raw`(?:off|disabled|none|turned\s+off|switched\s+off)`;
const WINDOW = String.raw`flex(?:ible)?[-\s]+(?:time[-\s]+)?window`;
const MINUTES = String.raw`(\d{1,4})[-\s]*(?:minutes?|mins?)`;

// A JSON object written in the request: its quoted keys and strings are placeholders here (q§N),
// put back as written by steps/prepare.ts. Only objects without nested braces are read.
const OBJECT = String.raw`(\{[^{}\n]{1,400}\})`;

export const SCHEDULE_WINDOW: Rule[] = [
  {
    re: new RegExp(
      String.raw`\b(?:(?:no|without(?:\s+a(?:ny)?)?)\s+${WINDOW}|${WINDOW}\s+(?:(?:is|set\s+to|turned|switched|of|=)\s+)?${OFF}|${WINDOW}\s+(?:mode\s+)?(?:of\s+)?off)\b`,
      'g',
    ),
    read: () => ({ label: 'flexible window', values: { flexibleWindowMinutes: 0 }, family: 'scheduleWindow' }),
    examples: {
      reads: {
        'a schedule with the flexible window off': { flexibleWindowMinutes: 0 },
        'no flexible time window please': { flexibleWindowMinutes: 0 },
        'the flex window is disabled': { flexibleWindowMinutes: 0 },
      },
      leaves: ['a maintenance window on sunday', 'a window of 5 minutes for the alarm'],
    },
  },
  {
    re: new RegExp(
      String.raw`\b${MINUTES}\s+${WINDOW}\b|\b${WINDOW}\s+(?:of\s+|(?:is|set\s+to|=)\s+)?(?:up\s+to\s+)?${MINUTES}`,
      'g',
    ),
    read: (m) => {
      const minutes = Number(m[1] ?? m[2]);
      return minutes >= 1 && minutes <= 1440
        ? { label: 'flexible window', values: { flexibleWindowMinutes: minutes }, family: 'scheduleWindow' }
        : undefined;
    },
    examples: {
      reads: {
        'a 20 minute flexible window': { flexibleWindowMinutes: 20 },
        'with a flexible time window of 45 minutes': { flexibleWindowMinutes: 45 },
        'flex window up to 5 mins': { flexibleWindowMinutes: 5 },
      },
      leaves: ['a 30 minute maintenance window'],
    },
  },
  // The input handed to the target: "input {...}", "payload should be {...}", "pass it {...} as input".
  {
    re: new RegExp(
      String.raw`\b(?:input|payload|json\s+body|event\s+body)\s*(?:(?:should|must|will)\s+be\s+|(?:is|of|=|:)\s*|set\s+to\s+|(?:the\s+)?(?:json\s+)?)?${OBJECT}|${OBJECT}\s+as\s+(?:the\s+|its\s+)?(?:input|payload)\b`,
      'g',
    ),
    read: (m) => ({ label: 'input', values: { scheduleInput: m[1] ?? m[2] }, family: 'scheduleWindow' }),
    when: /\bschedul/,
    examples: {
      reads: {
        'a schedule whose input should be {"job": "rollup"}': { scheduleInput: '{"job": "rollup"}' },
        'a schedule passing {"dry": true} as its input': { scheduleInput: '{"dry": true}' },
      },
      leaves: ['a schedule every day at 06:00'],
    },
  },
];

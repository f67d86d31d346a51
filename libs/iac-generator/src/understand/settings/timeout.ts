/**
 * The `timeout` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const TIMEOUT: Rule[] = [
  // A run stopped after a time: "give up after 2h", "timing out after 30 minutes", "abort after 90 s".
  {
    re: /\b(?:giv(?:e|es|ing)\s+up|gave\s+up|times?\s*out|timing\s*out|timed\s*out|abort(?:s|ed|ing)?|kill(?:s|ed|ing)?\s+it)\s+after\s+(\d{1,4})\s*(h|hrs?|hours?|m|mins?|minutes?|s|secs?|seconds?)\b/g,
    read: (m) => {
      const n = Number(m[1]);
      const seconds = /^h/.test(m[2]) ? n * 3600 : /^m/.test(m[2]) ? n * 60 : n;
      return { label: 'timeout', values: { timeoutSeconds: seconds }, family: 'timeout' };
    },
    examples: {
      reads: {
        'a job that should give up after 2h': { timeoutSeconds: 7200 },
        'a batch run timing out after 30 minutes': { timeoutSeconds: 1800 },
      },
      leaves: ['a job that retries after 5 minutes'],
    },
  },
  {
    re: /\b(?:time ?out|ack(?:nowledge?ment)? deadline)\s*(?:of|=|:|is|to)?\s*(\d{1,4})\s*(s|sec|secs|seconds?|m|min|mins|minutes?)\b|\b(\d{1,4})\s*(s|sec|secs|seconds?|min|mins|minutes?)\s+(?:visibility\s+|idle\s+|request\s+)?time ?out\b/g,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = m[2] ?? m[4];
      return { label: 'timeout', values: { timeoutSeconds: /^m/.test(unit) ? n * 60 : n }, family: 'timeout' };
    },
    examples: {
      reads: {
        'a lambda with a timeout of 30 seconds': { timeoutSeconds: 30 },
        'a 5 min timeout': { timeoutSeconds: 300 },
        'a queue with a 2 min visibility timeout': { timeoutSeconds: 120 },
      },
      leaves: ['a lambda that runs every 5 minutes'],
    },
  },

  // A run's time limit: "25 minute deadline", "a 3 hour time limit".
  {
    re: /\b(\d{1,4})[ -]?(s|sec|secs|seconds?|min|mins|minutes?|h|hours?)\s+(?:deadline|time ?limit)\b/g,
    read: (m) => {
      const n = Number(m[1]);
      const seconds = /^h/.test(m[2]) ? n * 3600 : /^m/.test(m[2]) ? n * 60 : n;
      return { label: 'timeout', values: { timeoutSeconds: seconds }, family: 'timeout' };
    },
    examples: {
      reads: { 'a cloud run job with a 2 hour time limit': { timeoutSeconds: 7200 } },
      leaves: ['a cloud run job that runs hourly'],
    },
  },
];

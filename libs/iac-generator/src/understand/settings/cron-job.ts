/**
 * The `cronJob` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { CRON, HISTORY_ONE } from './k8s-object-words';
import { num as count } from '../numbers';

export const CRON_JOB_K8S_OBJECT: Rule[] = [
  // How many finished jobs a CronJob keeps: "keep 3 successful and 1 failed job", "retain the last 5 failed runs".
  {
    re: new RegExp(
      `\\b(?:keep(?:s|ing)?|retain(?:s|ing)?|history\\s+of|holds?)\\s+${HISTORY_ONE}(?:\\s*(?:,|and|&|\\+|plus)\\s*${HISTORY_ONE})?`,
      'g',
    ),
    when: CRON,
    read: (m) => {
      const values: { successfulJobsHistory?: number; failedJobsHistory?: number } = {};
      for (const [n, outcome] of [
        [m[1], m[2]],
        [m[3], m[4]],
      ])
        if (n && outcome) values[/^fail/.test(outcome) ? 'failedJobsHistory' : 'successfulJobsHistory'] = count(n);
      return { label: 'job history', values, family: 'cronJob' };
    },
    examples: {
      reads: {
        'a cron job that keeps 3 successful and 1 failed job': { successfulJobsHistory: 3, failedJobsHistory: 1 },
        'a scheduled job, keep the last 4 successful + 2 failed': { successfulJobsHistory: 4, failedJobsHistory: 2 },
      },
      leaves: ['an ecr repository that keeps only the last 10 images'],
    },
  },
  // The same limits by their field names: "successfulJobsHistoryLimit: 2".
  {
    re: /\b(successful|failed)\s*jobs?\s*history\s*limit\s*(?:of|=|:|is|to)?\s*(\d{1,3})\b/g,
    read: (m) => ({
      label: 'job history',
      values: { [m[1] === 'failed' ? 'failedJobsHistory' : 'successfulJobsHistory']: Number(m[2]) },
      family: 'cronJob',
    }),
    examples: {
      reads: { 'a cron job with successfuljobshistorylimit: 2': { successfulJobsHistory: 2 } },
      leaves: ['a cron job every 5 minutes'],
    },
  },
  // Runs that must not overlap: "never run two at once", "no overlapping runs", "concurrencyPolicy: Forbid".
  {
    re: /\b(?:never|not|no|n't|without)\s+(?:let\s+|allow\s+)?(?:run(?:s|ning)?\s+)?(?:two|2|more than one|multiple|several)\s+(?:runs?\s+|jobs?\s+|copies\s+|instances\s+)?(?:at once|at the same time|concurrently|in parallel|simultaneously)\b|\b(?:no|never|not|without|don't|mustn't|shouldn't|must not|should not)\s+(?:\w+\s+)?(?:overlap(?:ping)?(?:\s+runs?)?|run\w*\s+concurrently|concurrent\s+runs?)\b|\bconcurrency\s*policy\s*(?:of|=|:|is|to)?\s*forbid\b|\bforbid\w*\s+(?:concurrent\s+runs?|overlap(?:ping|s)?(?:\s+runs?)?)\b/g,
    when: CRON,
    read: () => ({ label: 'concurrency policy', values: { concurrencyPolicy: 'Forbid' }, family: 'cronJob' }),
    examples: {
      reads: {
        'a cron job that must never run two at once': { concurrencyPolicy: 'Forbid' },
        'a nightly job, forbid overlapping runs': { concurrencyPolicy: 'Forbid' },
      },
      leaves: ['a deployment with two replicas'],
    },
  },
  // A new run that replaces one still running: "a new run replaces the unfinished one", "concurrencyPolicy Replace".
  {
    re: /\breplac(?:e|es|ing)\s+(?:the\s+|any\s+)?(?:still[- ]running|running|previous|current|old|unfinished)\s+(?:one|job|run)\b|\bconcurrency\s*policy\s*(?:of|=|:|is|to)?\s*replace\b/g,
    when: CRON,
    read: () => ({ label: 'concurrency policy', values: { concurrencyPolicy: 'Replace' }, family: 'cronJob' }),
    examples: {
      reads: { 'a cron job where a new run replaces the unfinished one': { concurrencyPolicy: 'Replace' } },
      leaves: ['a cron job at midnight'],
    },
  },
  // Overlapping runs allowed: "runs may overlap", "allow concurrent runs".
  {
    re: /\b(?:allow(?:s|ing)?|permit(?:s|ting)?)\s+(?:concurrent|overlapping|parallel)\s+runs?\b|\bruns?\s+(?:may|can)\s+overlap\b|\bconcurrency\s*policy\s*(?:of|=|:|is|to)?\s*allow\b/g,
    when: CRON,
    read: () => ({ label: 'concurrency policy', values: { concurrencyPolicy: 'Allow' }, family: 'cronJob' }),
    examples: {
      reads: { 'a cron job that allows concurrent runs': { concurrencyPolicy: 'Allow' } },
      leaves: ['a job with 5 retries'],
    },
  },
  // How late a run may start: "startingDeadlineSeconds 120", "must start within 5 minutes of its time".
  {
    re: /\bstarting\s*deadline(?:\s*seconds)?\s*(?:of|=|:|is|to)?\s*(\d{1,5})\s*(s|secs?|seconds?|m|mins?|minutes?)?\b|\bstarts?\s+within\s+(\d{1,5})\s*(s|secs?|seconds?|m|mins?|minutes?)\b/g,
    when: CRON,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = m[2] ?? m[4] ?? 's';
      return {
        label: 'starting deadline',
        values: { startingDeadlineSeconds: /^m/.test(unit) ? n * 60 : n },
        family: 'cronJob',
      };
    },
    examples: {
      reads: { 'a cron job that starts within 5 minutes of its time': { startingDeadlineSeconds: 300 } },
      leaves: ['a cloud run job with a 2 hour time limit'],
    },
  },
  // A CronJob created paused: "suspended for now", "suspend: true", "created paused".
  {
    re: /\b(?:is|be|starts?|start\s+out|created|left|kept)\s+(?:out\s+)?(?:suspended|paused)\b|\bsuspend\s*[:=]\s*true\b|\b(?:suspended|paused)\s+(?:for now|until\b|at first|initially)/g,
    when: /\bcron ?jobs?\b/,
    read: () => ({ label: 'suspended', values: { suspend: true }, family: 'cronJob' }),
    examples: {
      reads: { 'a cron job that is suspended for now': { suspend: true } },
      leaves: ['an azure sql database that auto-pauses after 60 minutes'],
    },
  },
];

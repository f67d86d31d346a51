/**
 * The `jobRuns` family: how many pods of a batch job run at once and how many must finish
 * ("parallelism 4", "8 completions", "run 3 pods in parallel") and how often a failed pod is retried
 * by its field's name ("backoff limit 2", the `retries` family's value). Without them a Job runs one
 * pod once. settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { N, num } from '../numbers';

export const JOB_RUNS: Rule[] = [
  {
    re: new RegExp(
      String.raw`\bparallelism\s*(?:of|=|:|is|to)?\s*(\d{1,3})\b|\b${N}\s+(?:pods?\s+|workers?\s+)?(?:at\s+once|in\s+parallel)\b`,
      'g',
    ),
    read: (m) => ({ label: 'parallelism', values: { parallelism: num(m[1] ?? m[2]) }, family: 'jobRuns' }),
    examples: {
      reads: {
        'a job with parallelism 4': { parallelism: 4 },
        'a batch job that runs 5 pods in parallel': { parallelism: 5 },
        'parallelism: 2 and 10 completions': { parallelism: 2 },
      },
      leaves: ['a deployment with 3 replicas'],
    },
  },
  {
    re: /\bcompletions\s*(?:of|=|:|is|to)?\s*(\d{1,4})\b|\b(\d{1,4})\s+(?:successful\s+)?completions\b/g,
    read: (m) => ({ label: 'completions', values: { completions: Number(m[1] ?? m[2]) }, family: 'jobRuns' }),
    examples: {
      reads: { 'a job with 12 completions': { completions: 12 }, 'completions: 6': { completions: 6 } },
      leaves: ['a deployment with 4 replicas'],
    },
  },
  {
    re: /\bbackoff\s*limit\s*(?:of|=|:|is|to)?\s*(\d{1,2})\b/g,
    read: (m) => ({ label: 'retries', values: { retries: Number(m[1]) }, family: 'retries' }),
    examples: { reads: { 'a job with backoff limit 1': { retries: 1 } }, leaves: ['a job with 12 completions'] },
  },
];

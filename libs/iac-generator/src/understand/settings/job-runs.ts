/**
 * The `jobRuns` family: how many pods of a batch job run at once and how many must finish
 * ("parallelism 4", "8 completions", "run 3 pods in parallel") and how often a failed pod is retried
 * by its field's name ("backoff limit 2", the `retries` family's value). Without them a Job runs one
 * pod once. settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { N, num } from '../numbers';

const SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** Read with the Kubernetes objects' fields, before a retention reads "delete it 2 hours" as its own. */
export const JOB_TTL_K8S_OBJECT: Rule[] = [
  // A finished run deleted after a while: "clean up a day after finishing", "delete it 2 hours after
  // it completes", "ttl after finished 600s".
  {
    re: new RegExp(
      String.raw`\b(?:clean(?:s|ed|ing)?\s*(?:it\s+|them\s+)?up|delet(?:e|es|ed|ing)(?:\s+(?:it|them))?|remov(?:e|es|ed|ing)(?:\s+(?:it|them))?|garbage[- ]collect(?:ed)?)\s+(?:(?:a|an|one)|${N})\s*(s|sec|secs|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?)\s+after\s+(?:it\s+|they\s+)?(?:finish(?:es|ed|ing)?|complet(?:es|ed|ing|ion)|is\s+done|are\s+done|ends?|ending)\b|\bttl[ _-]?(?:seconds[ _-]?)?after[ _-]?finished\s*(?:of|=|:|is|to)?\s*(\d{1,7})\s*(s|m|h|d)?\b`,
      'g',
    ),
    when: /\bjobs?\b|\bk8s\b|\bkubernetes\b|\bshards?\b/,
    read: (m) => {
      const n = m[1] ? num(m[1]) : m[3] ? Number(m[3]) : 1;
      const unit = (m[2] ?? m[4] ?? 's').charAt(0);
      return {
        label: 'cleanup after finishing',
        values: { ttlAfterFinishedSeconds: n * (SECONDS[unit] ?? 1) },
        family: 'jobRuns',
      };
    },
    examples: {
      reads: {
        'a job, clean up a day after finishing': { ttlAfterFinishedSeconds: 86400 },
        'a job; delete it 2 hours after it completes': { ttlAfterFinishedSeconds: 7200 },
        'a job with ttlsecondsafterfinished: 600': { ttlAfterFinishedSeconds: 600 },
      },
      leaves: ['a job that runs every day'],
    },
  },
];

export const JOB_RUNS: Rule[] = [
  // Pods that each take their own index, said with how many: "10 indexed shards", "8 indexed
  // completions", "an indexed job of 12 parts": a Job whose completion mode is Indexed.
  {
    re: new RegExp(
      String.raw`\b${N}\s+indexed\s+(?:shards?|completions?|tasks?|pods?|parts?|partitions?|chunks?|pieces?|work\s+items?|runs?)\b|\bindexed\s+(?:job|completions?)\s+(?:of|with)\s+${N}\s+(?:shards?|completions?|tasks?|pods?|parts?|partitions?|chunks?|pieces?)\b`,
      'g',
    ),
    read: (m) => ({
      label: 'indexed completions',
      values: { completions: num(m[1] ?? m[2]), indexedCompletions: true },
      family: 'jobRuns',
    }),
    examples: {
      reads: {
        'a job running 10 indexed shards': { completions: 10, indexedCompletions: true },
        'eight indexed completions of the importer': { completions: 8, indexedCompletions: true },
        'an indexed job of 12 parts': { completions: 12, indexedCompletions: true },
      },
      leaves: ['an indexed table with 12 columns'],
    },
  },
  // The completion mode alone: "completionMode: Indexed", "an indexed job".
  {
    re: /\bcompletion[ _-]?mode\s*(?:[:=]\s*|of\s+|is\s+|set to\s+)?indexed\b|\bindexed\s+(?:k8s\s+|kubernetes\s+|batch\s+)?(?:job|completions?)\b/g,
    read: () => ({ label: 'indexed completions', values: { indexedCompletions: true }, family: 'jobRuns' }),
    examples: {
      reads: {
        'a job with completionmode: indexed': { indexedCompletions: true },
        'an indexed job with 6 completions': { indexedCompletions: true },
      },
      leaves: ['a deployment with 3 replicas'],
    },
  },
  {
    re: new RegExp(
      String.raw`\bparallelism\s*(?:of|=|:|is|to)?\s*(\d{1,3})\b|\b${N}\s+(?:pods?\s+|workers?\s+)?(?:at\s+(?:once|a\s+time)|in\s+parallel|concurrently|simultaneously)\b`,
      'g',
    ),
    read: (m) => ({ label: 'parallelism', values: { parallelism: num(m[1] ?? m[2]) }, family: 'jobRuns' }),
    examples: {
      reads: {
        'a job with parallelism 4': { parallelism: 4 },
        'a batch job that runs 5 pods in parallel': { parallelism: 5 },
        'parallelism: 2 and 10 completions': { parallelism: 2 },
        'a job of 10 shards, 4 at a time': { parallelism: 4 },
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

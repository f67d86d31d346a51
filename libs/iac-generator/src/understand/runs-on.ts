/**
 * What a machine or a workload runs: the object of "running", "hosting", "serving" after a thing
 * that runs software ("an EC2 instance running nginx", "a VM hosting our API"). It is software on
 * that thing, never a resource of its own: no container service for nginx, no API gateway for "our API".
 */
import { FAMILIES } from './settings';
import { type Token } from './text';

const RUNS = new Set(['running', 'run', 'runs', 'hosting', 'host', 'hosts', 'serving', 'serve', 'serves']);
// Verbs that put what they take on a machine named after it: "run our API on Fargate", "deploy the app to ECS".
const PUTS = new Set([...RUNS, 'deploy', 'deploying', 'deployed', 'ship', 'put']);
const ONTO = new Set(['on', 'onto', 'in', 'to', 'using', 'with', 'via']);
// Words between the verb and what it runs: "running our app", "hosting the company's API".
const DETERMINER = new Set([
  'a',
  'an',
  'the',
  'our',
  'my',
  'its',
  'their',
  'your',
  'his',
  'her',
  'some',
  'company',
  's',
]);

// Words that start a clause of time or condition, never a thing run: "runs whenever a message arrives".
const NOT_A_THING = new Set([
  'whenever',
  'when',
  'every',
  'each',
  'after',
  'before',
  'once',
  'if',
  'on',
  'at',
  'daily',
  'nightly',
  'hourly',
  'weekly',
]);

/** Whether the words at `start` are what a "running"/"hosting" verb right before them takes. */
export function objectOfRunning(tokens: Token[], start: number): boolean {
  if (NOT_A_THING.has(tokens[start]?.word ?? '')) return false;
  let k = start - 1;
  while (k >= 0 && k > start - 4 && DETERMINER.has(tokens[k].word)) k -= 1;
  return k >= 0 && RUNS.has(tokens[k].raw);
}

/** Whether a kind (with its cloud) runs software: it takes an operating system, an image or a runtime. */
export function runsSoftware(kind: string): boolean {
  const bare = kind.slice(kind.indexOf('.') + 1);
  return FAMILIES.os.test(bare) || FAMILIES.image.test(bare) || FAMILIES.runtime.test(bare);
}

/**
 * Whether the words at [start, end) are what a verb before them puts on a machine named after them
 * ("run our API on Fargate containers", "deploy the frontend to an App Service"): `runs` says
 * whether the match at a token index is of a kind that runs software.
 */
export function putOnHost(tokens: Token[], start: number, end: number, runs: (at: number) => boolean): boolean {
  let k = start - 1;
  while (k >= 0 && k > start - 4 && DETERMINER.has(tokens[k].word)) k -= 1;
  if (k < 0 || !PUTS.has(tokens[k].raw)) return false;
  if (!ONTO.has(tokens[end]?.word ?? '')) return false;
  let j = end + 1;
  while (j < tokens.length && DETERMINER.has(tokens[j].word)) j += 1;
  return runs(j);
}

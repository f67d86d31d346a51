/**
 * What a machine or a workload runs: the object of "running", "hosting", "serving" after a thing
 * that runs software ("an EC2 instance running nginx", "a VM hosting our API"). It is software on
 * that thing, never a resource of its own: no container service for nginx, no API gateway for "our API".
 */
import { FAMILIES } from './settings';
import { type Token } from './text';

const RUNS = new Set(['running', 'run', 'runs', 'hosting', 'host', 'hosts', 'serving', 'serve', 'serves']);
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

/** Whether the words at `start` are what a "running"/"hosting" verb right before them takes. */
export function objectOfRunning(tokens: Token[], start: number): boolean {
  let k = start - 1;
  while (k >= 0 && k > start - 4 && DETERMINER.has(tokens[k].word)) k -= 1;
  return k >= 0 && RUNS.has(tokens[k].raw);
}

/** Whether a kind (with its cloud) runs software: it takes an operating system, an image or a runtime. */
export function runsSoftware(kind: string): boolean {
  const bare = kind.slice(kind.indexOf('.') + 1);
  return FAMILIES.os.test(bare) || FAMILIES.image.test(bare) || FAMILIES.runtime.test(bare);
}

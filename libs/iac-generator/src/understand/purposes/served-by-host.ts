/**
 * "an orders API on ECS Fargate", "a payments API running on Cloud Run", "our website hosted on an
 * App Service": a program named before the machine that runs it is what that machine serves, never
 * a front door of its own (an API Gateway with a Lambda behind it, an API Management instance).
 * Only a word naming a program counts, and only when the machine after it runs software and is no
 * function: "a REST API on Lambda" asks for an API in front of a function, "a security group on the
 * instance" is a resource attached to it, and "a web app on an App Service plan" runs software itself.
 *
 * @example
 *   programOnHost(tokens('an orders API on ECS Fargate'), apiMatch, kindAt) // true
 */
import { type Match } from '../match';
import { runsSoftware } from '../runs-on';
import { type Token } from '../text';

// Nouns naming a program a machine serves (what a user calls the software, not a cloud service).
const PROGRAM = /^(?:apis?|website|websites|site|sites|backend|backends|frontend|frontends|microservices?)$/;
// Words between the program and the machine: "running on", "that runs on", "hosted in", "deployed to".
const LINKS = new Set([
  'running',
  'runs',
  'run',
  'hosted',
  'deployed',
  'served',
  'that',
  'which',
  'is',
  'will',
  'be',
  'as',
  'containers',
  'container',
]);
const ONTO = new Set(['on', 'onto', 'in', 'to', 'from', 'by', 'via']);
const DETERMINER = new Set(['a', 'an', 'the', 'our', 'its', 'some', 'aws', 'azure', 'google', 'amazon']);

const OWN = new Set(['our', 'my', 'their', 'your']);
// A program the user owns that only a front door would add: "my website" still asks where to host it.
const SERVICE_PROGRAM = /^(?:apis?|backends?|microservices?)$/;

/**
 * "Terraform for our orders API", "the network our website needs": a program the user calls their
 * own is the software the request is for, never a front door to create, unless it is said to run
 * on a function ("our API on Lambda" asks for the API in front of it). A website of one's own still
 * asks where to host it ("store images for my website" is a bucket).
 */
export function ownProgram(
  tokens: Token[],
  m: Match,
  ownKind: string | null | undefined,
  kindAt: (at: number) => string | undefined,
): boolean {
  if (!SERVICE_PROGRAM.test(tokens[m.end - 1].word) || (ownKind && runsSoftware(ownKind))) return false;
  const owned = [1, 2, 3, 4].some((d) => OWN.has(tokens[m.start - d]?.word ?? ''));
  return owned && !onFunction(tokens, m, kindAt);
}

/** Whether the words after the program put it on a function ("on Lambda", "running on Cloud Functions"). */
function onFunction(tokens: Token[], m: Match, kindAt: (at: number) => string | undefined): boolean {
  const host = hostAfter(tokens, m, kindAt);
  return !!host && /function/.test(host);
}

/** The kind of the machine named after the program's linking words ("running on", "hosted in"), if any. */
function hostAfter(tokens: Token[], m: Match, kindAt: (at: number) => string | undefined): string | undefined {
  let k = m.end;
  while (k < tokens.length && k < m.end + 3 && LINKS.has(tokens[k].word)) k += 1;
  if (!ONTO.has(tokens[k]?.word ?? '')) return undefined;
  k += 1;
  while (k < tokens.length && DETERMINER.has(tokens[k].word)) k += 1;
  // The machine's words may start with a word of another kind ("ECS Fargate"): the first two count.
  const kinds = [kindAt(k), kindAt(k + 1)].filter((x): x is string => !!x && runsSoftware(x));
  return kinds.find((x) => /function/.test(x)) ?? kinds[0];
}

/**
 * Whether the match `m` names a program the machine matched after it runs. `kindAt` gives the kind
 * on the request's cloud of the match starting at a token index (undefined where none starts).
 */
export function programOnHost(
  tokens: Token[],
  m: Match,
  ownKind: string | null | undefined,
  kindAt: (at: number) => string | undefined,
): boolean {
  if (!PROGRAM.test(tokens[m.end - 1].word) || (ownKind && runsSoftware(ownKind))) return false;
  const host = hostAfter(tokens, m, kindAt);
  return !!host && !/function/.test(host);
}

/**
 * Whether the generator's "not covered" lines name a part of the request. A line names a part when
 * they share a content word: a word of the part's phrase, or of its resource types without the
 * provider prefix (aws_transfer_server -> transfer). Only the subject of a line counts: the quoted
 * text when it starts with a quote, else the line without its parenthesised remarks (which repeat
 * the target's name, "not written for Terraform (AWS provider) yet", and would name every part).
 * In multi-cloud Terraform the cloud a type belongs to is part of what the request asked for, so
 * there "the Azure part (...)" names every azurerm_ part.
 *
 * @example
 *   namedIn(["'Transfer Family' (not written for Terraform (AWS provider) yet)"],
 *     { phrase: 'SFTP endpoint', anyOf: ['aws_transfer_server'] }) // true
 */
import { type Part } from './types';

/** Words too common to tell one part from another. */
const COMMON = new Set(
  (
    'a an and or the of for to in on at by from into with without via per plus also then only not no its it my our ' +
    'their your this that these those each every all some any one two three four five six seven eight nine ten ' +
    'new existing please create add set up make use using need needs want should must be is are was called named ' +
    'type types default written yet part request code resource resources service services instance instances ' +
    'server servers account accounts group groups cloud provider terraform microsoft amazon azurerm ' +
    'covered counterpart format here there just like'
  ).split(' '),
);

const stem = (w: string) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1 && !COMMON.has(w) && !/^\d+$/.test(w))
      .map(stem),
  );
}

/**
 * The subject of a not-covered line. A quote ends where the remark starts (a closing quote before
 * " (" or the line's end), so the request's own apostrophes and quotes ("We're moving...",
 * 'a table "readings"') stay inside it.
 */
export function subjectOf(line: string): string {
  const quoted = /^\s*['"‘“](.+?)['"’”](?=\s*\(|\s*$)/s.exec(line) ?? /^\s*['"‘“]([^'"’”]+)['"’”]/.exec(line);
  if (quoted) return quoted[1];
  let text = line;
  for (let i = 0; i < 4; i++) text = text.replace(/\([^()]*\)/g, ' ');
  return text;
}

/** The cloud a Terraform type prefix belongs to, as requests and answers name it. */
const CLOUD_OF_PREFIX: Record<string, string[]> = { aws: ['aws'], azurerm: ['azure'], google: ['google', 'gcp'] };

function partWords(part: Part, cloudWords: boolean): Set<string> {
  const words = contentWords(part.phrase);
  for (const type of part.anyOf) {
    if (cloudWords) for (const w of CLOUD_OF_PREFIX[type.split('_')[0]] ?? []) words.add(w);
    const unprefixed = type.replace(/^(aws|azurerm|google|kubernetes)_/, '').replace(/^[A-Za-z]+::/, '');
    for (const w of contentWords(unprefixed.replace(/[_:/.]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2'))) words.add(w);
  }
  return words;
}

export function namedIn(notCovered: readonly string[], part: Part, options: { cloudWords?: boolean } = {}): boolean {
  const words = partWords(part, options.cloudWords ?? false);
  return notCovered.some((line) => [...contentWords(subjectOf(line))].some((w) => words.has(w)));
}

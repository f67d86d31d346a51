/**
 * "object id 5b8c3c1e-...", "subscription id 0000...-...", "the principal's id is <guid>": a word for a
 * thing followed by "id" and a GUID labels the identifier of something that already exists (an Entra
 * object, a subscription, a tenant), never a thing to make of the word ("object" is no blob here).
 */
import { type Match } from './match';
import { type Token } from './text';

const ID_WORD = /^(?:id|ids|identifier|guid|uuid)$/;
const GUID_AFTER = /^\s*(?:is|=|:|of)?\s*[("'`]?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

/**
 * Whether the match is the word of an id label whose GUID follows it, with "id" or without it
 * ("Contributor on subscription 3f2a...", "tenant 72f9..."): a GUID is what the cloud assigned to a
 * thing that exists, never a name the user gives a thing to make.
 */
export function labelsAnId(text: string, tokens: Token[], m: Match): boolean {
  const id = tokens[m.end];
  if (id && ID_WORD.test(id.word) && GUID_AFTER.test(text.slice(id.end))) return true;
  return GUID_AFTER.test(text.slice(tokens[m.end - 1].end));
}

/**
 * Which mentions are things the user already has, on every cloud: one the request calls existing
 * ("our existing key vault kv-ops") and one it names by an identifier of its kind ("the role
 * arn:aws:iam::123456789012:role/app", "subnet-0a1b2c3d", a service account's email), "existing"
 * said or not. Such a mention is flagged `existing` and keeps what identifies it as its name, so
 * every target refers to it (model/existing.ts) instead of creating it.
 */
import { EXISTING, identifies } from '../model/existing';
import { type Intent, type Mention } from '../understand/understand';
import { saysExisting } from './aws/existing';

/**
 * Flags `mention` (read as `kind`) existing when the request says so or names it by one of its
 * identifiers, for a kind every target can refer to. Returns whether it did. Idempotent: a target
 * resolves a mention more than once.
 */
export function markExisting(kind: string, intent: Intent, mention: Mention | undefined): boolean {
  if (!mention || !EXISTING[kind]) return false;
  const ids = mention.names.filter((n) => identifies(kind, n));
  if (!ids.length && !saysExisting(saidOf(intent, mention.phrase), mention.text)) return false;
  mention.attrs.flags.add('existing');
  if (!ids.length && !saysExisting(intent.phrases[mention.phrase], mention.text)) readAfter(intent, mention.phrase + 1);
  if (!mention.names.length) nameAfter(intent, mention);
  // An identifier alone says it exists: the setting is what the answer accounts for, as for the word.
  if (ids.length && !mention.settings.some((s) => s.keys.includes('flag:existing')))
    mention.settings.push({
      label: 'existing',
      keys: ['flag:existing'],
      text: ids.join(', '),
      phrase: mention.phrase,
      family: 'existing',
      flags: ['existing'],
    });
  return true;
}

// A clause that only says something of the thing before it: ", which already exists", ", that we already have".
const SAID_OF_IT = /^(?:which|that)\b/i;

/** The mention's phrase, with the clause after it when that clause only says something of it. */
function saidOf(intent: Intent, phrase: number): string {
  const next = intent.phrases[phrase + 1];
  return `${intent.phrases[phrase] ?? ''}${next && SAID_OF_IT.test(next) ? `, ${next}` : ''}`;
}

/** The clause after a thing that said it exists (", which already exists") was read: it is no unread words. */
function readAfter(intent: Intent, phrase: number): void {
  // In place: the reading the answer is rendered from holds the same lists.
  for (let i = intent.notRead.length - 1; i >= 0; i--)
    if (intent.notRead[i].phrase === phrase) intent.notRead.splice(i, 1);
  for (let i = intent.unread.length - 1; i >= 0; i--)
    if (intent.unread[i].phrase === phrase) intent.unread.splice(i, 1);
  for (const o of intent.account) if (o.phrase === phrase && o.owner === 'not read') o.owner = 'read';
}

// A word that can only be a name: letters and digits joined by hyphens or with digits ("kv-ops", "evh-core",
// "logs01"), or a domain ("example.org", a hosted zone's name).
const NAME_WORD = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$|^[a-z]+\d+[a-z0-9]*$|^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

/**
 * The name written right after an existing thing's words ("our existing Event Hubs namespace evh-core"):
 * what refers to it, so it is its name, and the answer does not call it a word it did not read.
 */
function nameAfter(intent: Intent, mention: Mention): void {
  const phrase = intent.phrases[mention.phrase] ?? '';
  const words = (mention.text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '[\\s-]+');
  const name = new RegExp(`\\b${words}\\s+([^\\s,;.]+(?:\\.[^\\s,;.]+)*)`, 'i').exec(phrase)?.[1];
  if (!words || !name || !NAME_WORD.test(name)) return;
  mention.names.push(name);
  // In place: the reading the answer is rendered from holds the same list.
  for (let i = intent.notRead.length - 1; i >= 0; i--) if (intent.notRead[i].text === name) intent.notRead.splice(i, 1);
  for (const o of intent.account)
    if (o.phrase === mention.phrase && name.includes(o.text) && (o.owner === 'not read' || o.owner === 'catalogue'))
      o.owner = 'name';
}

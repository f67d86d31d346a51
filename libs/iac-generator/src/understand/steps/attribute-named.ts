/**
 * "a distribution with default root object index.html", "the queue's lock duration", "max message
 * size 256 KB": a kind's word that ends a name its words spell of an attribute of a thing read
 * before ("default root object" is default_root_object of a CloudFront distribution) is that
 * setting, never a resource of its own. The attribute names are the bundled schema's, for the
 * resource type of each thing read before, so no list of wordings decides. Its words are then said
 * as not read unless a setting reader took them (the files may still write the attribute).
 */
import { schemaPaths } from '../../model/schema-paths';
import { type Mention } from '../intent';
import { restore } from '../words';
import { type MatchWords } from './match-words';
import { type ClauseState, type RequestState } from './state';

// The Terraform provider whose type names a cloud's kind names follow ("aws.s3_bucket" -> aws_s3_bucket).
const PROVIDER: Record<string, string> = { aws: 'aws', azure: 'azurerm', gcp: 'google', k8s: 'kubernetes' };

// Asked for every kind word of every clause: each kind's names are worked out once per process.
const namesOfKind = new Map<string, Set<string>>();

/** The attribute names (last segment of every settable path, lower case) of the mention's Terraform type. */
function attributeNames(m: Mention): Set<string> {
  const known = namesOfKind.get(m.kind);
  if (known) return known;
  const [cloud, rest] = m.kind.split('.');
  const provider = PROVIDER[cloud];
  const names =
    provider && rest
      ? new Set(schemaPaths(`${provider}_${rest}`).map((p) => p.path.split('.').at(-1)!.toLowerCase()))
      : new Set<string>();
  namesOfKind.set(m.kind, names);
  return names;
}

export function attributeNamed(req: RequestState, c: ClauseState, { m, kind }: MatchWords): boolean {
  const { tokens } = c;
  if (m.end - m.start !== 1) return false;
  const head = tokens[m.start];
  // One to three plain words right before it, none another kind's, spell the attribute with it.
  const words: string[] = [];
  for (let k = m.start - 1; k >= 0 && words.length < 3; k--) {
    const t = tokens[k];
    if (!/^[a-z]+$/.test(t.raw) || c.matches.some((x) => k >= x.start && k < x.end) || req.isConsumed(t)) break;
    words.unshift(t.word);
  }
  // Another thing, read before the words: "an SQS FIFO queue" is the queue itself, its setting said before it.
  const owners = [...req.mentions, ...c.phraseMentions]
    .filter((x) => x.end < tokens[m.start - words.length].start && x.kind !== kind)
    .reverse();
  if (!words.length) return stateOfAnAttribute(req, c, m.start, owners);
  for (let n = words.length; n >= 1; n--) {
    const name = [...words.slice(words.length - n), head.word].join('_');
    if (!owners.some((o) => attributeNames(o).has(name))) continue;
    const first = m.start - n;
    c.served = true;
    for (let k = first; k < m.end; k++) c.used.add(k);
    req.unread.push({ phrase: c.index, text: restore(req.text.slice(tokens[first].start, head.end), req.quoteText) });
    return true;
  }
  return false;
}

// Words that give an attribute's state right after its name: "MFA optional", "encryption on".
const STATE = /^(?:optional|required|mandatory|on|off|enabled|disabled|true|false)$/;

/**
 * "a user pool, MFA optional": a kind's word alone that starts an attribute name of a thing read
 * before (mfa_configuration) and is followed by the state it is given is that setting.
 */
function stateOfAnAttribute(req: RequestState, c: ClauseState, at: number, owners: Mention[]): boolean {
  const { tokens } = c;
  const word = tokens[at].word;
  if (!STATE.test(tokens[at + 1]?.word ?? '') || !owners.length) return false;
  const owner = owners[0];
  if (![...attributeNames(owner)].some((a) => a === word || a.startsWith(`${word}_`))) return false;
  c.served = true;
  c.used.add(at).add(at + 1);
  req.unread.push({
    phrase: c.index,
    text: restore(req.text.slice(tokens[at].start, tokens[at + 1].end), req.quoteText),
  });
  return true;
}

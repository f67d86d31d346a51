/**
 * A clause made ready to read: its tokens (values never components), the concepts its words match,
 * the properties and settings stated in it, and its parse, made only when a step asks for it.
 */
import { emptyAttrs, type Setting } from '../../model/types';
import { FLAG_PATTERNS, readAttributes, statesAFlag } from '../attributes';
import { offSettingOf } from '../flags-off';
import { interfacesNamed } from '../interface-version';
import { matchConcepts } from '../match';
import { onesFor } from '../ones';
import { otherProviderParts } from '../other-providers';
import { unknownProducts } from '../products';
import { roleOf } from '../reading/roles';
import { type Clause, lowerKeepingLength, normalise, type Token, tokensAt } from '../text';
import { withoutValues } from '../values';
import { CONCEPTS } from '../vocabulary';
import { type ClauseState, type RequestState } from './state';
import { readForeignParts, readProducts } from './clause-products';

/** The clause at `index`, its products and other providers' parts read. */
export function startClause(req: RequestState, clause: Clause, index: number): ClauseState {
  const { cloud, explicitAt, isConsumed, inContext, found, mentions } = req;
  const raw = clause.text;
  const phraseLower = lowerKeepingLength(raw).slice(0, 2000);
  // Words inside URLs, paths, addresses and images are values, never components.
  const tokens = tokensAt(normalise(withoutValues(raw)), clause.start);
  const read = matchConcepts(tokens, isConsumed, inContext);
  // A product name the vocabulary does not know is read whole, never through the general words inside it.
  const inType = (t: Token) => explicitAt.some((e) => t.start >= e.at && t.start < e.end);
  const products = unknownProducts(raw, clause.start, tokens, read, (t) => isConsumed(t) || inType(t), cloud);
  const matches = read.filter((m) => !products.some((p) => m.start < p.reach && m.end > p.start));
  const attrs = emptyAttrs();
  readAttributes(phraseLower, attrs);
  // "no multi-AZ", "versioning off": one setting of the phrase's components, so the answer says
  // whether a writer left it off.
  const offSetting: Setting | undefined = attrs.off?.length
    ? offSettingOf(
        raw,
        lowerKeepingLength(raw),
        { offset: clause.start, phrase: index },
        attrs.off,
        FLAG_PATTERNS,
        req.quoteText,
      )
    : undefined;
  const inPhrase = found.filter((f) => f.start >= clause.start && f.start < clause.start + raw.length);
  const parse = req.reading;
  // "one for logs and one for backups": more of the thing named before, not components of their own.
  const ones = onesFor(tokens);
  const c: ClauseState = {
    index,
    clause,
    raw,
    phraseLower,
    tokens,
    matches,
    attrs,
    offSetting,
    inPhrase,
    // A phrase that only sets something ("multi-AZ", "50 GB of storage") is served by the settings.
    served:
      statesAFlag(phraseLower) || inPhrase.length > 0 || !!(attrs.regions.length || attrs.cidrs.length || attrs.domain),
    used: new Set<number>(),
    phraseMentions: [],
    parse,
    roleOf: (m) => roleOf(parse(), tokens[m.start].start, tokens[m.end - 1].end),
    previousMention: () => [...mentions, ...c.phraseMentions].at(-1),
    mentionsSoFar: () => [...mentions, ...c.phraseMentions],
    ones,
    inOne: (k) => ones.some((o) => k >= o.one && k < o.to),
    foreign: otherProviderParts(tokens, matches, req.text, req.foreignScope),
    unwrittenHost: false,
    membersOf: undefined,
    // The interfaces of things read before them ("the v2 API"): read before the matches, since the
    // product's words come first.
    interfaces: interfacesNamed(
      tokens,
      matches,
      (k) => mentions.length > 0 || matches.some((x) => x.end <= k + 1 && !!CONCEPTS[x.concept][cloud]),
    ),
    heldLater: [],
    inPurpose: new Set<number>(),
    linesBefore: req.notCovered.length,
    unreadBefore: req.unread.length,
  };
  // The next clause may go on describing the company's thing this one said.
  req.foreignScope = c.foreign.scope;
  readProducts(req, c, products);
  readForeignParts(req, c);
  return c;
}

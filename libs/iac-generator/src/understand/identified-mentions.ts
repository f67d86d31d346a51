/**
 * A thing the request names only by its identifier ("running as app@acme-prod.iam.gserviceaccount.com",
 * "in subnet-0a1b2c3d"), with no noun of its kind beside it, is a mention of that kind all the same:
 * one the user already has, referred to, never created (kinds/existing-mention.ts).
 */
import { EXISTING, identifies } from '../model/existing';
import { isIdentifier } from '../model/identifiers';
import { emptyAttrs, type Cloud } from '../model/types';
import { type Mention } from './intent';

/**
 * Adds an existing mention of the kind `kindOf` gives for each quoted identifier of `text` (a
 * placeholder of `quoteText`) that no mention holds; `said` also records "existing" as a setting
 * the request stated, so the answer says whether it was referred to.
 */
export function addExistingIdMentions(
  text: string,
  quoteText: ReadonlyMap<string, string>,
  mentions: Mention[],
  clauses: { start: number }[],
  kindOf: (id: string) => string | undefined,
  said: boolean,
): void {
  for (const [token, id] of quoteText) {
    if (mentions.some((m) => m.names.includes(id))) continue;
    const kind = kindOf(id);
    const start = text.indexOf(token);
    if (!kind || start < 0) continue;
    const phrase = Math.max(
      0,
      clauses.findLastIndex((c) => c.start <= start),
    );
    const attrs = emptyAttrs();
    attrs.flags.add('existing');
    mentions.push({
      kind,
      count: 1,
      names: [id],
      attrs,
      phrase,
      text: id,
      settings: said
        ? [{ label: 'existing', keys: ['flag:existing'], text: id, phrase, family: 'existing', flags: ['existing'] }]
        : [],
      start,
      end: start + token.length,
    });
  }
}

/** Adds a mention for each identifier of `text` (a placeholder of `quoteText`) that no mention holds. */
export function addIdentifiedMentions(
  cloud: Cloud,
  text: string,
  quoteText: ReadonlyMap<string, string>,
  mentions: Mention[],
  clauses: { start: number }[],
): void {
  const kinds = Object.keys(EXISTING).filter((k) => k.startsWith(`${cloud}.`));
  const kindOf = (id: string) => (isIdentifier(id) ? kinds.find((k) => identifies(k, id)) : undefined);
  addExistingIdMentions(text, quoteText, mentions, clauses, kindOf, true);
}

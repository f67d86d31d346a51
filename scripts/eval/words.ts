/**
 * The words of an answer line and of a written key, compared by the truth scripts (unread-truth.ts,
 * reason-truth.ts): function words dropped, plurals and -ing stemmed, camelCase and snake_case split.
 */
// Words that say nothing of which attribute is meant: joining words, and on/off words.
export const FUNCTION_WORDS = new Set(
  (
    'a an the of on off in at to for from with without and or not no be is are it its our my we this that ' +
    'enabled enable disabled disable turned turn set use using please all each every any some only also ' +
    'should must need needs want like just so very true false yes by as into per'
  ).split(' '),
);

export const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(?<=[a-z]{3})(?:ing|es|s)$/, '');

export const wordsOfIdentifier = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(stem);

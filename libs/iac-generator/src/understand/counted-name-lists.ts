/**
 * A counted plural of a kind and, after a colon, a dash, a comma or in brackets, exactly as many plain
 * words: "two subscriptions: billing and audit", "3 queues (raw, clean, failed)", "two topics, orders
 * and refunds". The words are the
 * things' names, as after "named": each is marked as a name, so no word of it is read as a thing.
 * A product's words may come between ("two SQS queues - raw and failed"). The count must equal the
 * number of words, and each must be able to be a name, so a list of something else ("two subnets:
 * public and private" describes them, "2 buckets: us-east-1 and eu-west-1" places them, "two
 * queues: one for orders and one for refunds") is left as written.
 */
import { readRegions } from '../model/regions';
import { COMPONENT_WORD } from './bare-name-words';
import { ONE_TO_TEN } from './numbers';

const WORD = '[A-Za-z][\\w-]*';
// Two or more words, joined by commas, "and" or both ("raw, clean, failed", "billing and audit").
const LIST = `${WORD}(?:\\s*,\\s*${WORD})+(?:,?\\s+and\\s+${WORD})?|${WORD}\\s+and\\s+${WORD}`;
const COUNTED_LIST = new RegExp(
  `\\b(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\\s+((?:${WORD}\\s+){0,2}?(?:${COMPONENT_WORD}))` +
    `(\\s*:\\s*|\\s+-\\s+|\\s*\\(\\s*|\\s*,\\s*)(${LIST})(\\s*\\))?(?![\\w\\u00a7-]|\\.\\w)`,
  'gi',
);

/** The text with each counted list of names marked (`mark`) as names; `isName` judges one word. */
export function namedCountedLists(
  text: string,
  isName: (word: string) => boolean,
  mark: (name: string) => string,
): string {
  return text.replace(
    COUNTED_LIST,
    (whole, count: string, kind: string, separator: string, list: string, close?: string) => {
      if (separator.includes('(') !== Boolean(close) || !/s$/i.test(kind)) return whole;
      const items = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
      const counted = /^\d+$/.test(count) ? Number(count) : ONE_TO_TEN[count.toLowerCase()];
      if (items.length !== counted) return whole;
      const place = (item: string) => readRegions(item.toLowerCase());
      const names = items.every((item) => isName(item) && !place(item).regions.length && !place(item).zones.length);
      return names ? `${count} ${kind} named ${items.map(mark).join(' and ')} ` : whole;
    },
  );
}

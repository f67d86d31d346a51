/**
 * The secure defaults line, said only of what the files bear out (issue 24, UNT): every target writes
 * its defaults unless the request asks otherwise, and where it did ("allow public blob access", a
 * privileged node agent, a database reached on its public IP) the default is not what the files hold,
 * so it is not said. What contradicts each default is data (defaults-contradicted.json).
 */
import { GeneratorMessages } from '@infragen/contracts';
import APPLIES from './defaults-applies.json';
import CONTRADICTED from './defaults-contradicted.json';

/** A target's defaults: its key in the catalogue's items. */
type DefaultsOf = keyof typeof GeneratorMessages.secureDefaultItems;

type Table = Record<string, Record<string, string> | undefined>;
const patterns = new Map<string, RegExp>();
const patternOf = (table: Table, name: string, of: DefaultsOf, item: string): RegExp | undefined => {
  const source = table[of]?.[item];
  if (!source) return undefined;
  const key = `${name}:${of}:${item}`;
  let re = patterns.get(key);
  if (!re) patterns.set(key, (re = new RegExp(source, 'im')));
  return re;
};
const contradiction = (of: DefaultsOf, item: string) =>
  patternOf(CONTRADICTED as unknown as Table, 'contradicted', of, item);
// What a default is about (defaults-applies.json); an item without an entry is about every answer.
const about = (of: DefaultsOf, item: string) => patternOf(APPLIES as unknown as Table, 'applies', of, item);

/**
 * The defaults line of target `of` for files `content`: its items in order, less those about nothing the
 * files write and those the files contradict; no line when none is left.
 */
export function defaultsHeld(of: DefaultsOf, content: string): string {
  const items = Object.entries(GeneratorMessages.secureDefaultItems[of])
    .filter(([item]) => about(of, item)?.test(content) ?? true)
    .filter(([item]) => !contradiction(of, item)?.test(content))
    .map(([, text]) => text);
  return items.length ? GeneratorMessages.secureDefaults(items) : '';
}

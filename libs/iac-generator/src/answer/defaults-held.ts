/**
 * The secure defaults line, said only of what the files bear out (issue 24, UNT): every target writes
 * its defaults unless the request asks otherwise, and where it did ("allow public blob access", a
 * privileged node agent, a database reached on its public IP) the default is not what the files hold,
 * so it is not said. What contradicts each default is data (defaults-contradicted.json).
 */
import { GeneratorMessages } from '@infragen/contracts';
import CONTRADICTED from './defaults-contradicted.json';

/** A target's defaults: its key in the catalogue's items. */
type DefaultsOf = keyof typeof GeneratorMessages.secureDefaultItems;

const patterns = new Map<string, RegExp>();
const contradiction = (of: DefaultsOf, item: string): RegExp | undefined => {
  const source = (CONTRADICTED as unknown as Record<string, Record<string, string> | undefined>)[of]?.[item];
  if (!source) return undefined;
  const key = `${of}:${item}`;
  let re = patterns.get(key);
  if (!re) patterns.set(key, (re = new RegExp(source, 'im')));
  return re;
};

/** The defaults line of target `of` for files `content`: its items in order, less those the files contradict. */
export function defaultsHeld(of: DefaultsOf, content: string): string {
  const items = Object.entries(GeneratorMessages.secureDefaultItems[of])
    .filter(([item]) => !contradiction(of, item)?.test(content))
    .map(([, text]) => text);
  return GeneratorMessages.secureDefaults(items);
}

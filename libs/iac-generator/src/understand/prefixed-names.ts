/**
 * A name spelt with the prefix Azure's naming convention gives a kind ("rg-platform-weu" a resource
 * group, "vnet-hub" a virtual network, "kv-ops" a key vault) names a thing of that kind when no word
 * of its kind stands beside it: "rg-platform-weu already exists" speaks of a resource group, so the
 * reading gets the kind's words before the name, as a request that said them would have them.
 */
import { DESCRIBING_AROUND } from './name-shapes';

// The conventional prefix of each kind's names, with the words that say the kind, and the last of
// them (or its short form), which said right before or after the name says the kind already.
const PREFIXED: { prefix: string; words: string; said: RegExp }[] = [
  { prefix: 'rg', words: 'resource group', said: /^(?:group|groups|rg)$/ },
  { prefix: 'vnet', words: 'virtual network', said: /^(?:network|networks|vnet|vnets)$/ },
  { prefix: 'snet', words: 'subnet', said: /^(?:subnet|subnets|snet)$/ },
  { prefix: 'kv', words: 'key vault', said: /^(?:vault|vaults|kv)$/ },
  { prefix: 'nsg', words: 'network security group', said: /^(?:group|groups|nsg)$/ },
];

const NAME = new RegExp(
  String.raw`(?<![\w\u00a7./:@-])(${PREFIXED.map((p) => p.prefix).join('|')})-[a-z0-9]+(?:-[a-z0-9]+)*(?![\w\u00a7/:@-]|\.\w)`,
  'gi',
);

/** `text` with the kind's words put before each prefixed name said without them. */
export function sayPrefixedKinds(text: string): string {
  return text.replace(NAME, (name: string, prefix: string, at: number) => {
    // "VNet-integrated", "kv-backed": a describing compound of the kind's word, never a name.
    if (DESCRIBING_AROUND.test(name)) return name;
    const kind = PREFIXED.find((p) => p.prefix === prefix.toLowerCase())!;
    const before = text
      .slice(Math.max(0, at - 40), at)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .slice(-3);
    const after = text
      .slice(at + name.length, at + name.length + 30)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .slice(0, 2);
    if ([...before, ...after].some((w) => kind.said.test(w))) return name;
    return `${kind.words} ${name}`;
  });
}

/**
 * The addresses an Azure data service's own firewall lets in: "its firewall only allows 203.0.113.7",
 * "the vault's network rules permit 198.51.100.0/24", "only accept connections from 192.0.2.10",
 * "reachable only from 203.0.113.0/28". A SQL server, storage account, key vault, Cosmos DB account
 * or Redis cache has a firewall of its own (firewall rules, network rules, IP rules): the words are
 * that service's setting (family `ipRules`), never a network security group, which guards subnets
 * and machines. A PostgreSQL or MySQL flexible server has one too, but is written inside its own
 * subnet (no public endpoint), so the answer says the rule was not written rather than invent a
 * security group. Said of a machine (a VM, SSH, RDP, a port), they are left to the security group.
 */
import { type Rule } from '../settings';
import { IP, IP_LIST } from './gcp-words';

// Words between a verb and the addresses: "only", "traffic from", "the IP range".
const TO_ADDRESSES = String.raw`\s+(?:only\s+)?(?:(?:inbound\s+)?(?:traffic|connections?|access|requests?|clients?)\s+)?(?:only\s+)?(?:from\s+)?(?:the\s+)?(?:(?:office|corporate|company|vpn|our|my|home|build|ci)\s+){0,2}(?:ips?\s+|(?:ip\s+|public\s+)?address(?:es)?\s+|(?:ip\s+|address\s+)?ranges?\s+|cidrs?\s+)?(?:of\s+)?`;
const FIREWALL = String.raw`(?:firewall(?:\s+rules?)?|network\s+(?:rules?|acls?)|ip\s+(?:rules?|allow\s*list|whitelist|filter)|allow\s*list|whitelist)`;
const ALLOWS = String.raw`(?:(?:should|must|will|to|may|can)\s+)?(?:only\s+)?(?:allows?|allowing|permits?|permitting|lets?\s+in|letting\s+in|accepts?|accepting|admits?|opens?\s+to|(?:is\s+|are\s+)?(?:set|limited|restricted|locked(?:\s+down)?)\s+to|with|for|:|=)`;

// Said of a machine or a port, the addresses are a security group's.
const OF_A_MACHINE =
  /\b(?:vms?|virtual machines?|scale sets?|ssh|rdp|ports?|subnets?|nsg|network security group|bastion|jump ?box)\b/;

const SERVICES =
  /\bsql\b|\bpostgres|\bmysql\b|\bflexible server|\bstorage account|\bstorage acct|\bkey ?vault|\bcosmos|\bredis\b|\bazure cache\b/;

// The addresses' rule, unless the sentence they are in speaks of a machine or a port.
const readAllowed: Rule['read'] = (m, all) => {
  // The sentence it is in (a full stop ends one only before a space: addresses hold dots).
  const at = m.index ?? 0;
  const ends = [...all.matchAll(/[.;](?=\s|$)|\n/g)].map((e) => e.index);
  const from = ends.filter((e) => e < at).pop() ?? -1;
  const clause = all.slice(from + 1, ends.find((e) => e >= at + m[0].length) ?? all.length);
  if (OF_A_MACHINE.test(clause)) return undefined;
  return {
    label: 'firewall rule',
    values: { ipRules: [{ access: 'Allow' as const, ranges: m[1].match(new RegExp(IP, 'g')) ?? [] }] },
    family: 'ipRules',
  };
};

export const SERVICE_FIREWALL_AZURE: Rule[] = [
  // "firewall: allow Azure services", "allow access from Azure services": Azure SQL's own rule from
  // 0.0.0.0 to 0.0.0.0, which lets in Azure's services (never a network security group, never everyone).
  {
    re: /\b(?:(?:sql\s+)?firewall(?:\s+rules?)?\s*(?::|-|=|to|that|which|should)?\s*)?(?:allow|permit|let\s+in|accept)(?:s|ing)?\s+(?:access\s+(?:from|to|by)\s+|connections\s+from\s+)?(?:all\s+|other\s+)?azure\s+services(?:\s+and\s+resources)?(?:\s+to\s+access\s+(?:this|the)\s+server)?\b/g,
    when: /\bsql\b/,
    read: () => ({
      label: 'Azure services allowed',
      values: { ipRules: [{ access: 'Allow' as const, ranges: ['0.0.0.0'] }] },
      family: 'ipRules',
    }),
    examples: {
      reads: {
        'an azure sql server whose firewall allows azure services': {
          ipRules: [{ access: 'Allow', ranges: ['0.0.0.0'] }],
        },
      },
      leaves: ['a storage account that azure services can reach'],
    },
  },
  // Said unreachable from the internet ("not reachable from the public network at all", "no access from
  // the public internet"): its public network access is off, which its firewall then no longer needs.
  {
    re: /\b(?:not|never|no)\s+(?:be\s+)?(?:reachable|accessible|exposed|open|access|reached)\s+(?:at\s+all\s+)?(?:from|on|over|to|via)\s+(?:the\s+)?(?:public\s+(?:network|netwrok|internet|endpoint)s?|internet)\b(?:\s+at\s+all\b)?/g,
    when: SERVICES,
    read: () => ({ label: 'closed to the public network', values: {}, flags: ['private'], family: 'ipRules' }),
    examples: {
      reads: { 'a storage account not reachable from the public network at all': {} },
      leaves: ['a storage account reachable from the public internet'],
    },
  },
  {
    re: new RegExp(
      String.raw`\b(?:${FIREWALL}(?:\s+${ALLOWS})?|(?:only\s+)?(?:allow|permit|accept|admit)(?:s|ing)?\s+(?:only\s+)?(?:(?:inbound\s+)?(?:traffic|connections?|access|requests?|clients?)\s+)?(?:only\s+)?from|(?:reachable|accessible|open|restricted|limited|locked\s+down)\s+(?:only\s+)?(?:from|to))${TO_ADDRESSES}(${IP_LIST.source})`,
      'g',
    ),
    when: SERVICES,
    read: readAllowed,
    examples: {
      reads: {
        'an azure sql server whose firewall only allows 203.0.113.7': {
          ipRules: [{ access: 'Allow', ranges: ['203.0.113.7'] }],
        },
        'a key vault; its network rules permit 198.51.100.0/24 and 192.0.2.8': {
          ipRules: [{ access: 'Allow', ranges: ['198.51.100.0/24', '192.0.2.8'] }],
        },
        'a storage account that only accepts connections from the office ip 203.0.113.40': {
          ipRules: [{ access: 'Allow', ranges: ['203.0.113.40'] }],
        },
        'a redis cache reachable only from 192.0.2.0/28': { ipRules: [{ access: 'Allow', ranges: ['192.0.2.0/28'] }] },
      },
      leaves: [
        'a vm with ssh allowed only from 203.0.113.7 next to an azure sql database',
        'a cosmos db account in a vnet with address space 10.1.0.0/16',
      ],
    },
  },
  // The addresses first, the firewall after them: "allow our office IP 203.0.113.10 through its firewall".
  {
    re: new RegExp(
      String.raw`\b(?:allow|permit|let|admit|open)(?:s|ing)?${TO_ADDRESSES}(${IP_LIST.source})\s+(?:in\s+)?(?:through|in|on|into|via)\s+(?:its|the|their)\s+(?:[\w-]+\s+)?${FIREWALL}`,
      'g',
    ),
    when: SERVICES,
    read: readAllowed,
    examples: {
      reads: {
        'the key vault kv-1; allow our office ip 203.0.113.10 through its firewall': {
          ipRules: [{ access: 'Allow', ranges: ['203.0.113.10'] }],
        },
      },
      leaves: ['allow 203.0.113.10 through the firewall of the vm next to a key vault'],
    },
  },
];

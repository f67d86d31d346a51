/**
 * The `tableKeys` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order (this family's groups sit at different places in it); settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const TABLE_KEYS_1: Rule[] = [
  // A table's keys and expiry attribute: "partition key tenantId", "sort key createdAt", "pk sku", "TTL on validUntil".
  {
    re: /\b(partition|hash|primary|sort|range)\s+key\s*(?:of\s+|named\s+|called\s+|=\s*|:\s*|is\s+|on\s+)?((?!(?:and|with|of|the|a|an|for|on|is|that|which)\b)[a-z_][a-z0-9_.-]*)|\b(pk|sk)(?:\s*[=:]\s*|\s+)((?!(?:and|with|of|the|a|an|for|on|is)\b)[a-z_][a-z0-9_.-]*)/g,
    read: (m) => {
      const hash = /^(?:partition|hash|primary|pk)$/.test(m[1] ?? m[3]);
      const name = (m[2] ?? m[4]).replace(/[.-]+$/, '');
      return {
        label: hash ? 'partition key' : 'sort key',
        values: { tableKeys: hash ? { hash: name } : { range: name } },
        family: 'tableKeys',
      };
    },
    examples: {
      reads: {
        'a dynamodb table with partition key user_id and sort key created_at': { tableKeys: { hash: 'user_id' } },
      },
      leaves: ['a dynamodb table with a kms key'],
    },
  },
  // A partition or shard key as a document database states it: "partitioned by /region", "pk /accountId", "sharded on deviceId".
  {
    re: /\b(?:partition(?:ed)?|shard(?:ed)?)\s+(?:key\s+)?(?:on|by)\s+(?:the\s+)?(\/?[a-z_][a-z0-9_]*(?:\/[a-z_][a-z0-9_]*)*)|\b(?:partition\s+key|shard\s+key|pk)\s*[=:]?\s*(\/[a-z_][a-z0-9_]*(?:\/[a-z_][a-z0-9_]*)*)/g,
    read: (m) => ({ label: 'partition key', values: { tableKeys: { hash: m[1] ?? m[2] } }, family: 'tableKeys' }),
    examples: {
      reads: { 'a cosmos db container partitioned by /tenantid': { tableKeys: { hash: '/tenantid' } } },
      leaves: ['a cosmos db container for orders'],
    },
  },
];

export const TABLE_KEYS_2: Rule[] = [
  {
    re: /\bttl\s+(?:on|attribute|using|=|:)\s*(?:the\s+)?(?:attribute\s+)?((?!(?:and|with|of|the|a|an|for|is)\b)[a-z_][a-z0-9_]*)/g,
    read: (m) => ({
      label: 'TTL attribute',
      values: { tableKeys: { ttl: m[1] } },
      flags: ['ttl'],
      family: 'tableKeys',
    }),
    examples: {
      reads: { 'a dynamodb table with ttl on expires_at': { tableKeys: { ttl: 'expires_at' } } },
      leaves: ['a dns record with a ttl of 60'],
    },
  },
];

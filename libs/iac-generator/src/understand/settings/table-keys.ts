/**
 * The `tableKeys` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order (this family's groups sit at different places in it); settings-examples.test.ts runs every example.
 */
import { type KeyType } from '../../model/types';
import { type Rule } from '../settings';

// A key's type said after its name: "(number)", "(N)", "as a string", "of type binary".
const TYPE = String.raw`(?:\s*\(\s*(string|number|numeric|binary|s|n|b)\s*\)|\s+(?:as\s+(?:an?\s+)?|of\s+type\s+|typed\s+)(string|number|numeric|binary|s|n|b)\b)?`;
const keyType = (word?: string): KeyType | undefined =>
  word === undefined ? undefined : /^(?:n|num)/.test(word) ? 'N' : /^b/.test(word) ? 'B' : 'S';

// A key's name as a table states it: letters, digits, underscores, dots and hyphens (not at its end).
const KEY = String.raw`((?!(?:and|with|of|the|a|an|for|on|is|key|keys)\b)[a-z_][a-z0-9_.-]*[a-z0-9_])`;
const TYPED = String.raw`\s*\(\s*(string|number|numeric|binary|s|n|b)\s*\)`;
const JOIN = String.raw`\s*(?:\+|&|,|/|\band\b|\bplus\b)\s*`;

export const TABLE_KEYS_1: Rule[] = [
  // A table's two keys said as a pair of names, each typed or after a word for keys: "pk (string) + sk (string)",
  // "tenant_id (s) and created_at (n)", "keys customer_id + order_ts", "composite key: shard / seq". The first is
  // the partition (hash) key and the second the sort (range) key, as a table's key schema lists them.
  {
    re: new RegExp(
      String.raw`\b${KEY}${TYPED}${JOIN}${KEY}${TYPED}|\b(?:(?:composite|primary|table)\s+keys?|keys|partition\s+and\s+sort\s+keys?)\s*(?:[:=]\s*|are\s+|of\s+)?${KEY}${JOIN}${KEY}\b(?!\s*\()`,
      'g',
    ),
    read: (m) => {
      const typed = m[1] !== undefined;
      const [hash, range] = typed ? [m[1], m[3]] : [m[5], m[6]];
      const hashType = typed ? keyType(m[2]) : undefined;
      const rangeType = typed ? keyType(m[4]) : undefined;
      return {
        label: 'partition and sort keys',
        values: {
          tableKeys: { hash, range, ...(hashType ? { hashType } : {}), ...(rangeType ? { rangeType } : {}) },
        },
        family: 'tableKeys',
      };
    },
    when: /\bdynamo|\bkey\s*value\s+table|\bnosql\s+table/,
    examples: {
      reads: {
        'dynamodb table ledger, pk (string) + sk (string), on-demand': {
          tableKeys: { hash: 'pk', range: 'sk', hashType: 'S', rangeType: 'S' },
        },
        'a dynamodb table with tenant_id (s) and created_at (n)': {
          tableKeys: { hash: 'tenant_id', range: 'created_at', hashType: 'S', rangeType: 'N' },
        },
        'dynamodb table events with composite key device_id + seq_no': {
          tableKeys: { hash: 'device_id', range: 'seq_no' },
        },
      },
      leaves: [
        'a dynamodb table with a kms key and a stream',
        'a dynamodb table with tags team and owner',
        'a dynamodb table, customer managed key rotation and deletion protection',
      ],
    },
  },
  // A table's keys and expiry attribute: "partition key tenantId", "sort key createdAt", "pk sku", "TTL on validUntil".
  {
    // The key's type may follow its name: "sort key created_at (number)", "pk id as a string", "sk ts of type n".
    re: new RegExp(
      String.raw`\b(partition|hash|primary|sort|range)\s+key\s*(?:of\s+|named\s+|called\s+|=\s*|:\s*|is\s+(?:called\s+|named\s+)?|on\s+)?((?!(?:and|with|of|the|a|an|for|on|is|that|which)\b)[a-z_][a-z0-9_.-]*)${TYPE}|\b(pk|sk)(?:\s*[=:]\s*|\s+)((?!(?:and|with|of|the|a|an|for|on|is)\b)[a-z_][a-z0-9_.-]*)${TYPE}`,
      'g',
    ),
    read: (m) => {
      const hash = /^(?:partition|hash|primary|pk)$/.test(m[1] ?? m[5]);
      const name = (m[2] ?? m[6]).replace(/[.-]+$/, '');
      const type = keyType(m[3] ?? m[4] ?? m[7] ?? m[8]);
      return {
        label: hash ? 'partition key' : 'sort key',
        values: {
          tableKeys: hash
            ? { hash: name, ...(type ? { hashType: type } : {}) }
            : { range: name, ...(type ? { rangeType: type } : {}) },
        },
        family: 'tableKeys',
      };
    },
    examples: {
      reads: {
        'a dynamodb table with partition key user_id and sort key created_at': { tableKeys: { hash: 'user_id' } },
        'a table with sort key ts (number)': { tableKeys: { range: 'ts', rangeType: 'N' } },
        'a table with partition key blob_id as binary': { tableKeys: { hash: 'blob_id', hashType: 'B' } },
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
    re: /\b(?:ttl|time[- ]to[- ]live)\s+(?:on|attribute|attr|field|using|via|=|:)\s*(?:the\s+)?(?:(?:attribute|attr|field)\s+)?((?!(?:and|with|of|the|a|an|for|is)\b)[a-z_][a-z0-9_]*)/g,
    read: (m) => ({
      label: 'TTL attribute',
      values: { tableKeys: { ttl: m[1] } },
      flags: ['ttl'],
      family: 'tableKeys',
    }),
    examples: {
      reads: {
        'a dynamodb table with ttl on expires_at': { tableKeys: { ttl: 'expires_at' } },
        'a dynamodb table, ttl attr expiresat': { tableKeys: { ttl: 'expiresat' } },
        'a dynamodb table with time to live on the valid_until attribute': { tableKeys: { ttl: 'valid_until' } },
      },
      leaves: ['a dns record with a ttl of 60'],
    },
  },
];

/**
 * Items of a DynamoDB table said to expire after a time ("items expire after 24 hours", "sessions
 * should be deleted after 30 days"): DynamoDB has no age setting; its TTL deletes each item once the
 * time in the item's TTL attribute has passed, so the table gets TTL on and the period is the time
 * the application writes into each item (the answer says so: GeneratorMessages.settingNotes). Read
 * before the general retention rules, so the items are no table items of their own.
 */
export const ITEM_EXPIRY_SERVICE: Rule[] = [
  {
    re: /\b(items?|records?|rows?|entries|sessions?)\s+(?:should\s+|will\s+|must\s+|to\s+|can\s+)?(?:auto(?:matically)?[- ]?)?(?:expire[sd]?|be\s+deleted|are\s+deleted|get\s+deleted|deleted|be\s+removed|removed|purged)\s+(?:after|in)\s+(\d{1,4})\s*(?:h|hrs?|hours?|d|days?|mins?|minutes?|w|weeks?)\b/g,
    read: () => ({ label: 'TTL', values: {}, flags: ['ttl'], family: 'tableKeys' }),
    // Only the items' word is used up: the period is still read as what it is (retention), which
    // the table cannot take, so the answer says how DynamoDB expires items instead.
    consume: 1,
    when: /\bdynamo/,
    examples: {
      reads: {
        'a dynamodb table sessions, items expire after 30 days': {},
        'dynamodb table; records should be deleted after 24 hours': {},
      },
      leaves: ['a dynamodb table for sessions', 'an s3 bucket whose objects expire after 30 days'],
    },
  },
];

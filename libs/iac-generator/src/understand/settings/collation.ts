/**
 * A database's character set and collation, as MySQL names them (family `engine`, said of the server or
 * the database in it): "a database crm using utf8mb4 and utf8mb4_unicode_ci", "collation latin1_swedish_ci".
 * A collation names its character set first ("utf8mb4_" of "utf8mb4_unicode_ci"), so one said alone gives both.
 */
import { type Rule } from '../settings';

const CHARSETS = 'utf8mb4|utf8mb3|utf8|latin1|latin2|ascii|ucs2|utf16|utf32|binary';

export const COLLATION_AZURE: Rule[] = [
  {
    re: new RegExp(`\\b((?:${CHARSETS})_[a-z0-9]+(?:_[a-z0-9]+)*_(?:ci|cs|ai_ci|as_cs|bin))\\b`, 'g'),
    read: (m) => ({
      label: 'collation',
      values: { collation: m[1], charset: m[1].slice(0, m[1].indexOf('_')) },
      family: 'engine',
    }),
    examples: {
      reads: {
        'a mysql flexible server with a database crm using utf8mb4 and utf8mb4_unicode_ci': {
          collation: 'utf8mb4_unicode_ci',
          charset: 'utf8mb4',
        },
        'mysql database shop, collation latin1_swedish_ci': { collation: 'latin1_swedish_ci', charset: 'latin1' },
      },
      leaves: ['a database crm with unicode support'],
    },
  },
  // The character set said alone ("charset utf8mb4", "using utf8mb4"), with no collation after it.
  {
    re: new RegExp(`\\b(?:char(?:acter)?\\s*set\\s+|encoding\\s+|using\\s+)(${CHARSETS})\\b(?!_)`, 'g'),
    when: /\bmysql\b/,
    read: (m) => ({ label: 'character set', values: { charset: m[1] }, family: 'engine' }),
    examples: {
      reads: { 'a mysql flexible server, database app with charset latin1': { charset: 'latin1' } },
      leaves: ['a database server using the default settings'],
    },
  },
];

/**
 * The `cosmosApi` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const COSMOS_API: Rule[] = [
  // The API a Cosmos DB account speaks, with the MongoDB server version when stated: "MongoDB API (server version 5.0)",
  // or in Azure's product naming ("Cosmos DB for Apache Gremlin", "a Cosmos account for MongoDB").
  {
    re: /\b(nosql|sql|core|mongo(?:db)?|cassandra|gremlin|table)\s+api\b(?:[^.;\n]{0,24}?\b((?:server\s+|wire\s+)?version\s+v?(\d\.\d)))?|\bcosmos(?:\s*db)?\s+(?:(?:account|database|instance)\s+){0,2}(?:for|using)\s+(?:the\s+)?(nosql|mongo(?:db)?|(?:apache\s+)?cassandra|(?:apache\s+)?gremlin|table)\b/g,
    read: (m) => {
      const word = (m[1] ?? m[4]).replace(/^apache\s+/, '');
      const api = /^(?:nosql|sql|core)$/.test(word) ? 'sql' : word.startsWith('mongo') ? 'mongo' : word;
      return { label: 'API', values: { api, version: m[3] }, family: 'cosmosApi' };
    },
    // The version's words and number are the API's ("server version 5.0" is no server of its own).
    consume: 2,
    examples: {
      reads: {
        'a cosmos db account using the mongodb api version 4.2': { api: 'mongo' },
        'a cosmos db account for cassandra': { api: 'cassandra' },
      },
      leaves: ['a documentdb cluster'],
    },
  },
];

/**
 * The `sqlDatabase` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SQL_DATABASE: Rule[] = [
  // Databases sharing capacity, and a serverless database's pause: "an elastic pool", "auto-pause after 1 hour".
  {
    re: /\belastic\s+(?:database\s+)?pools?\b/g,
    read: () => ({ label: 'elastic pool', values: { elasticPool: true }, family: 'sqlDatabase' }),
    examples: {
      reads: { 'two azure sql databases in an elastic pool': { elasticPool: true } },
      leaves: ['an azure sql database'],
    },
  },
  {
    // "pauses after 2 hours" says the same of a serverless database without the "auto".
    re: /\bauto[- ]?paus(?:e|es|ing)\s+(?:delay\s+)?(?:after|of|at|=|:|is)?\s*(\d{1,5})\s*(minutes?|mins?|hours?|hrs?|h|days?)\b|\bpaus(?:e|es|ing)\s+(?:when\s+idle\s+)?(?:after|for)\s+(\d{1,5})\s*(minutes?|mins?|hours?|hrs?|h|days?)\s*(?:of\s+)?(?:idle|inactivity|idle\s+time|without\s+connections)?\b/g,
    read: (m) => ({
      label: 'auto-pause delay',
      values: {
        autoPauseMinutes: Number(m[1] ?? m[3]) * (/^h/.test(m[2] ?? m[4]) ? 60 : /^d/.test(m[2] ?? m[4]) ? 1440 : 1),
      },
      family: 'sqlDatabase',
    }),
    examples: {
      reads: {
        'a serverless azure sql database that auto-pauses after 60 minutes': { autoPauseMinutes: 60 },
        'a serverless sql database that pauses after 3 hours of inactivity': { autoPauseMinutes: 180 },
      },
      leaves: ['a lambda timeout of 60 seconds'],
    },
  },
  // The server's Entra administrator, a group named with its object id: "admin is the group
  // sql-admins (object id <guid>)", "Entra admin group dba-team, object id <guid>". The words are the
  // administrator's, never a group or a blob of their own.
  {
    re: /\b(?:(?:entra(?:\s+id)?|aad|azure\s+ad)\s+)?admin(?:istrator)?\s+(?:is\s+|=\s*|:\s*|should\s+be\s+|will\s+be\s+)?(?:the\s+)?(?:(?:entra(?:\s+id)?|aad|security)\s+)?group\s+(?!q\u00a7)([a-z0-9][\w.-]*[a-z0-9])(?:\s*[(,]?\s*(?:with\s+)?(?:(?:its|the)\s+)?(?:object\s+id|oid)\s*(?:is\s+|=\s*|:\s*)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\s*\)?)?/g,
    when: /\bsql\b/,
    read: (m) => ({
      label: 'Entra administrator',
      values: { sqlAdmin: { group: m[1], ...(m[2] ? { objectId: m[2] } : {}) } },
      family: 'sqlDatabase',
    }),
    examples: {
      reads: {
        'an azure sql server whose admin is the group sql-admins (object id 5b8c3c1e-9d0a-4f7e-8a61-2f4d9e0c7b13)': {
          sqlAdmin: { group: 'sql-admins', objectId: '5b8c3c1e-9d0a-4f7e-8a61-2f4d9e0c7b13' },
        },
        'azure sql server with entra admin group dba-team': { sqlAdmin: { group: 'dba-team' } },
      },
      leaves: ['an azure sql server in the resource group rg-data'],
    },
  },
  // Sign-in with Entra ID only, no SQL logins: "Entra-only auth", "Azure AD-only authentication".
  {
    re: /\b(?:entra(?:\s+id)?|aad|azure\s+ad)[- ]only\s+auth(?:entication)?\b/g,
    when: /\bsql\b/,
    read: () => ({ label: 'Entra-only authentication', values: { entraOnlyAuth: true }, family: 'sqlDatabase' }),
    examples: {
      reads: { 'an azure sql server with entra-only auth': { entraOnlyAuth: true } },
      leaves: ['an azure sql server'],
    },
  },
];

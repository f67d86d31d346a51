/**
 * The `eventFilter` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

// The event types of Azure sources, lower-cased as read, spelt as the source names them.
const TYPES = [
  'BlobCreated',
  'BlobDeleted',
  'BlobRenamed',
  'BlobTierChanged',
  'DirectoryCreated',
  'DirectoryDeleted',
  'DirectoryRenamed',
  'ResourceWriteSuccess',
  'ResourceWriteFailure',
  'ResourceDeleteSuccess',
  'ResourceDeleteFailure',
  'ResourceActionSuccess',
  'ImagePushed',
  'ImageDeleted',
  'ActiveMessagesAvailableWithNoListeners',
  'SecretNewVersionCreated',
  'SecretNearExpiry',
  'SecretExpired',
];
const SPELT = new Map(TYPES.map((t) => [t.toLowerCase(), t]));
const TYPE = `(?:microsoft\\.[a-z]+\\.)?(?:${TYPES.map((t) => t.toLowerCase()).join('|')})`;
const spaced = (t: string) => t.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const SPACED = `(?:${TYPES.slice(0, 7).map(spaced).join('|')})`;

export const EVENT_FILTER_AZURE: Rule[] = [
  // The event types a subscription delivers: "BlobCreated and BlobDeleted events", "Microsoft.Storage.BlobCreated".
  {
    re: new RegExp(`\\b(${TYPE}(?:\\s*(?:,|and|or|,\\s*and)\\s*${TYPE})*)\\b(?:\\s+events?\\b)?`, 'g'),
    read: (m) => ({
      label: 'event types',
      values: {
        eventTypes: m[1]
          .split(/\s*(?:,|\band\b|\bor\b)\s*/)
          .filter(Boolean)
          .map((t) => {
            const [, ns, name] = /^(microsoft\.[a-z]+\.)?(.+)$/.exec(t)!;
            return (
              (ns ? ns.replace(/^microsoft\.([a-z])/, (_, c: string) => `Microsoft.${c.toUpperCase()}`) : '') +
              (SPELT.get(name) ?? name)
            );
          }),
      },
      family: 'eventFilter',
    }),
    examples: {
      reads: {
        'an event subscription for blobcreated and blobdeleted events': { eventTypes: ['BlobCreated', 'BlobDeleted'] },
        'only microsoft.storage.blobcreated': { eventTypes: ['Microsoft.Storage.BlobCreated'] },
      },
      leaves: ['an event grid subscription to a webhook'],
    },
  },
  // The same said in words: "on blob created events".
  {
    re: new RegExp(`\\b(${SPACED}(?:\\s*(?:,|and|or)\\s*${SPACED})*)\\s+events?\\b`, 'g'),
    read: (m) => ({
      label: 'event types',
      values: {
        eventTypes: m[1]
          .split(/\s*(?:,|\band\b|\bor\b)\s*/)
          .filter(Boolean)
          .map((t) => SPELT.get(t.replace(/\s+/g, '')) ?? t),
      },
      family: 'eventFilter',
    }),
    examples: {
      reads: { 'deliver blob created events to a queue': { eventTypes: ['BlobCreated'] } },
      leaves: ['blob storage events'],
    },
  },
  // The events of a source said as a whole ("blob events", "storage events") beside Event Grid: every
  // event type of the system topic's source, never a blob of their own.
  {
    re: /\b(?:blob|blob storage|storage|storage account|resource group|key vault|registry)\s+events\b/g,
    when: /\bevent\s*grid\b|\bsystem\s+topics?\b|\bevent\s+subscriptions?\b/,
    read: () => ({ label: 'source events', values: {}, family: 'eventFilter', untracked: true }),
    examples: {
      reads: { 'send the blob events of the account through an event grid system topic': {} },
      leaves: ['an event grid system topic for the account'],
    },
  },
  // What the subject begins or ends with: "subject starting with /blobServices/default/containers/in", "ending in .jpg".
  {
    re: /\bsubjects?\s+(?:that\s+)?(?:begins?|begin(?:ning)?|starts?|starting|ends?|ending)\s+(?:(?:with|in)\s+)?([^\s,;]+[^\s,;.])|\bsubjects?\s+(?:suffix|prefix)\s+(?:filter\s+)?(?:of\s+)?([^\s,;]+[^\s,;.])/g,
    read: (m) => {
      const begins = /\b(?:begin|start|prefix)/.test(m[0]);
      const value = (m[1] ?? m[2]).replace(/^['"]|['"]$/g, '');
      return {
        label: 'subject filter',
        values: begins ? { subjectBegins: value } : { subjectEnds: value },
        family: 'eventFilter',
      };
    },
    examples: {
      reads: {
        'with subject starting with /blobservices/default/containers/uploads': {
          subjectBegins: '/blobservices/default/containers/uploads',
        },
        'subject ending with .jpg': { subjectEnds: '.jpg' },
        'events whose subject starts /blobservices/default/containers/in': {
          subjectBegins: '/blobservices/default/containers/in',
        },
      },
      leaves: ['an event subscription to a webhook'],
    },
  },
];

/**
 * The `path` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const PATH: Rule[] = [
  // A path standing alone ("/svc/cache/url", "/ecs/billing", "/status"), never part of a URL, an ARN,
  // an address range or a word pair: the name or path of what it is next to, not words of components.
  {
    // A full stop after it ends the sentence, not the path ("... path /healthz.").
    re: /(?<![\w:/.@%-])\/[a-z0-9_.{}+-]*[a-z0-9_{}+-](?:\/[a-z0-9_.{}+-]*[a-z0-9_{}+-])*\/?(?![\w/])/g,
    read: (m) => ({ label: 'path', values: { path: m[0] }, family: 'path' }),
    examples: {
      reads: {
        'an efs file system mounted at /mnt/data': { path: '/mnt/data' },
        'a target group with health check path /healthz.': { path: '/healthz' },
        'a config file at /etc/app/settings.yaml': { path: '/etc/app/settings.yaml' },
      },
      leaves: ['a bucket served at https://example.com'],
    },
  },
  // A KMS alias as written: "alias/reports-key" is the key's alias name, not words of components.
  {
    re: /\balias\/[a-z0-9/_-]+/g,
    read: (m) => ({ label: 'alias', values: { path: m[0] }, family: 'path' }),
    examples: {
      reads: { 'a kms key with alias/app-data': { path: 'alias/app-data' } },
      leaves: ['a kms key for the bucket'],
    },
  },
];

/**
 * The `labels` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const LABELS: Rule[] = [
  // Kubernetes labels as key=value ("app=ledger", "app.kubernetes.io/name=api"); keys with
  // underscores are environment variables ("CACHE_TTL=300"), not labels; a spot machine's eviction
  // said as one ("evict = delete") is no label.
  {
    re: /(?<![\w./=-])(?!evict(?:ion)?(?:[\s-]?policy)?\s*=)((?:[a-z0-9-]+(?:\.[a-z0-9-]+)+\/)?[a-z][a-z0-9.-]{0,62})\s*=\s*([a-z0-9](?:[a-z0-9._-]{0,61}[a-z0-9])?)(?![\w=])/g,
    read: (m) => ({ label: 'labels', values: { labels: { [m[1]]: m[2] } }, family: 'labels' }),
    examples: {
      reads: {
        'a service selecting app=web': { labels: { app: 'web' } },
        // A value ends in a letter or digit: the full stop after it ends the sentence.
        'a service selecting tier=gpu.': { labels: { tier: 'gpu' } },
      },
      leaves: ['a deployment named web', 'spot VMs (evict = delete)', 'eviction-policy=deallocate'],
    },
  },
];

/**
 * The `cleanup` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const CLEANUP_GCP: Rule[] = [
  // A registry's clean-up: "delete any untagged artifacts"; the number of versions kept is `keepImages`
  // (kept successful or failed runs are a scheduled job's history, not versions).
  {
    re: /\bdelet\w*\s+(?:all\s+|any\s+|the\s+)?untagged(?:\s+(?:images?|versions?|artifacts?|manifests?))?|\buntagged\s+(?:images?|versions?|artifacts?)\s+(?:are\s+|get\s+)?(?:deleted|removed|purged|cleaned up)/g,
    read: () => ({ label: 'clean-up', values: { deleteUntagged: true }, family: 'cleanup' }),
    examples: {
      reads: { 'an artifact registry repository that deletes untagged images': { deleteUntagged: true } },
      leaves: ['an artifact registry repository for docker images'],
    },
  },
];

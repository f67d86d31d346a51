/**
 * The `keepImages` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { num as count } from '../numbers';

export const KEEP_IMAGES_SERVICE: Rule[] = [
  // How many images a registry keeps: "keep the last 10 images", "retain only the 30 most recent
  // images", "keeping 50 images", "expire all but the newest 3 images".
  {
    re: /\b(?:keep\w*|retain\w*|only)\s+(?:only\s+)?(?:the\s+)?(?:(?:last|latest|newest|most recent)\s+)?(\d{1,4}|one|two|three|five|ten|twenty|thirty)\s+(?:(?:most recent|newest|latest)\s+)?(?:tagged\s+|untagged\s+|container\s+|docker\s+)?images?\b|\b(?:all but|everything but|except)\s+the\s+(?:last|latest|newest|most recent)\s+(\d{1,4}|one|two|three|five|ten|twenty|thirty)\s+images?\b/g,
    read: (m) => {
      const n = count(m[1] ?? m[2]);
      return Number.isFinite(n) && n > 0
        ? { label: 'images kept', values: { keepImages: n }, family: 'keepImages' }
        : undefined;
    },
    examples: {
      reads: { 'an ecr repository that keeps only the last 10 images': { keepImages: 10 } },
      leaves: ['a deployment of nginx:1.27'],
    },
  },
];

export const KEEP_IMAGES_GCP: Rule[] = [
  {
    re: /\bkeep\w*\s+(?:only\s+)?(?:the\s+)?(?:(?:last|latest|newest|most recent)\s+(\d{1,4})|(\d{1,4})\s+(?:most recent|newest|latest|last))\b(?!\s+(?:successful|succeeded|completed|failed|failing)\b)(?:\s+(?:versions?|tags?|artifacts?))?/g,
    read: (m) => ({ label: 'images kept', values: { keepImages: Number(m[1] ?? m[2]) }, family: 'keepImages' }),
    examples: {
      reads: { 'an artifact registry repository that keeps the last 5 versions': { keepImages: 5 } },
      leaves: ['a cron job that keeps the last 3 successful jobs'],
    },
  },
];

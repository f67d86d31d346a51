/**
 * The `image` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { IMAGE_REFERENCE, imageAt } from '../images';

export const IMAGE: Rule[] = [
  // A container image by the shape of its reference, before its name or tag is read as an engine or runtime.
  {
    re: IMAGE_REFERENCE,
    read: (m, all) => {
      const image = imageAt(m, all);
      return image ? { label: 'image', values: { image }, family: 'image' } : undefined;
    },
    examples: {
      reads: { 'a deployment of nginx:1.27': { image: 'nginx:1.27' } },
      leaves: ['a deployment with 3 replicas'],
    },
  },
];

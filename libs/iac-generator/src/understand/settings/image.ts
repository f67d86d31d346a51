/**
 * The `image` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { IMAGE_REFERENCE, imageAt } from '../images';
import { CONTAINERS } from './k8s-words';
import { PRODUCT_REFERENCE, productImageAt } from '../images';

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

export const IMAGE_K8S: Rule[] = [
  // A well-known product a workload runs is that product's public image, at the version stated; its
  // words name what the workload runs, not a component of their own ("a Deployment running redis 7").
  {
    re: PRODUCT_REFERENCE,
    when: CONTAINERS,
    read: (m, all) => {
      const image = productImageAt(m, all);
      return image ? { label: 'image', values: { image }, family: 'image', quiet: true } : undefined;
    },
    examples: {
      reads: { 'a deployment running redis 7': { image: 'redis:7' } },
      leaves: ['an elasticache cluster running redis 7'],
    },
  },
];

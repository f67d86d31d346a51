/**
 * The `registryLogin` settings family: an image pulled with credentials ("it's private, so it needs
 * registry credentials", "the registry password comes from a secret"), what a container app's
 * registries entry and its password secret hold. settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const REGISTRY_LOGIN: Rule[] = [
  {
    re: /\b(?:registry|registries|pull)\s+(?:credentials?|login|password|secret|auth(?:entication)?)\b|\bprivate\s+(?:image|registry|repo(?:sitory)?|package)\b|\bimage\s+is\s+private\b/g,
    read: () => ({ label: 'registry credentials', values: { registryLogin: true }, family: 'registryLogin' }),
    when: /\bcontainer apps?\b/,
    examples: {
      reads: {
        'a container app whose image needs registry credentials passed in as a secret': { registryLogin: true },
        'a container app running a private image from ghcr.io': { registryLogin: true },
      },
      leaves: ['a container app pulling from our container registry'],
    },
  },
];

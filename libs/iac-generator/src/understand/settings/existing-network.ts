/**
 * The `existingNetwork` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const EXISTING_NETWORK_GCP: Rule[] = [
  // A network to use rather than create: "attached to my default VPC", "in the current network". Only
  // where Google Cloud services are named: other clouds' default networks are theirs to read.
  {
    // Its name, when given right after ("the existing network vpc-prod", "our current vpc called shared"), is kept: a
    // quoted one as its placeholder, which the reading turns back into the name.
    re: /\b(?:(?:on|in|into|to|use|using|attached to|connected to)\s+)?(?:(?:our|the|my|an?)\s+)?(?:(existing|current)\s+)?(?:(default)\s+)?(?:vpc\s+)?(?:network|vpc)\b(?:\s+(?:(?:named|called)\s+)?(q\u00a7\d+|[a-z][a-z0-9]*(?:-[a-z0-9]+)+)\b)?/g,
    read: (m) =>
      m[1] || m[2]
        ? {
            label: 'existing network',
            values: { existingNetwork: m[2] ? 'default' : (m[3] ?? 'existing') },
            family: 'existingNetwork',
          }
        : undefined,
    when: /\b(?:gcp|google cloud|gce|gke|compute engine|memorystore|cloud sql|filestore|cloud run)\b/,
    examples: {
      reads: {
        'a gke cluster in the existing vpc': { existingNetwork: 'existing' },
        'a cloud sql instance on the default network': { existingNetwork: 'default' },
        'a gke cluster on our existing vpc shared-net': { existingNetwork: 'shared-net' },
      },
      leaves: ['a gke cluster'],
    },
  },
];

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
    re: /\b(?:(?:on|in|into|to|use|using|attached to|connected to)\s+)?(?:(?:our|the|my|an?)\s+)?(?:(existing|current)\s+)?(?:(default)\s+)?(?:vpc\s+)?(?:network|vpc)\b/g,
    read: (m) =>
      m[1] || m[2]
        ? {
            label: 'existing network',
            values: { existingNetwork: m[2] ? 'default' : 'existing' },
            family: 'existingNetwork',
          }
        : undefined,
    when: /\b(?:gcp|google cloud|gce|gke|compute engine|memorystore|cloud sql|filestore|cloud run)\b/,
    examples: {
      reads: {
        'a gke cluster in the existing vpc': { existingNetwork: 'existing' },
        'a cloud sql instance on the default network': { existingNetwork: 'default' },
      },
      leaves: ['a gke cluster'],
    },
  },
];

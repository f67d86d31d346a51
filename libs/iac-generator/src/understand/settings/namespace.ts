/**
 * The `namespace` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const NAMESPACE: Rule[] = [
  // The Kubernetes namespace things go into: "in namespace staging", "for ns qa", "namespace team-b with".
  {
    re: /(?<!\b(?:bus|hubs?|relay|notification hubs?)\s+)\b(?:namespace|ns)\s+(?!(?:with|and|or|that|which|for|to|in|on|of|the|a|an|is|per|called|named|labell?ed|policy|policies|quota|isolation|only|default|basic|standard|premium)\b)([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\b(?![./=]|:\S)/g,
    read: (m) => ({ label: 'namespace', values: { namespace: m[1] }, family: 'namespace' }),
    consume: 'none',
    examples: {
      reads: { 'a deployment in namespace staging': { namespace: 'staging' } },
      leaves: ['a service bus namespace premium'],
    },
  },
];

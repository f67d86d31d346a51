/**
 * Numbers that are used up, not settings: a port and an address range are read elsewhere (attributes),
 * and reading them here keeps them from being counted as components or sizes. Read last.
 */
import { type Rule } from '../settings';
import { PORT } from '../attributes';

export const USED_UP: Rule[] = [
  // Numbers that are ports and address ranges: never a count of components.
  {
    re: PORT,
    read: () => ({ label: 'port', values: {}, quiet: true }),
    examples: { reads: { 'a service listening on port 8080': {} }, leaves: ['a deployment with 8080 replicas'] },
  },
  {
    re: /\b\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}\b/g,
    read: () => ({ label: 'address range', values: {}, quiet: true }),
    examples: { reads: { 'a vpc with 10.0.0.0/16': {} }, leaves: ['a vpc in us-east-1'] },
  },
];

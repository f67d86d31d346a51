/**
 * The `ownIngress` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const OWN_INGRESS: Rule[] = [
  // "External ingress" of a service with an ingress of its own (Container Apps) opens it to the
  // internet; anywhere else ingress is a component (a Kubernetes Ingress, a load balancer). Cloud Run
  // is left out: public there also lets anyone invoke it, which an ingress setting does not say.
  {
    re: /\b(?:external|public|internet[- ]facing)\s+ingress\b|\b(?:reachable|accessible|available|exposed|open)\s+(?:from|on|over|to)\s+the\s+(?:public\s+)?internet\b|\bpublicly\s+(?:reachable|accessible|available|exposed)\b/g,
    read: () => ({ label: 'external ingress', values: {}, flags: ['public'], family: 'ownIngress' }),
    when: /\bcontainer apps?\b/,
    examples: {
      reads: {
        'a container app with external ingress': {},
        'a container app reachable from the internet on port 8080': {},
        'the container app should be publicly accessible': {},
      },
      leaves: ['a container app with 2 replicas'],
    },
  },
];

/**
 * The `sourceRange` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SOURCE_RANGE_SERVICE: Rule[] = [
  // Inbound traffic from one address range: "SSH from 203.0.113.0/24 only", "allow port 8080 from 10.2.0.0/16".
  {
    re: /\b(ssh|rdp|https?|port\s+\d{2,5}|(?<=\b(?:and|or|lets?|allows?|opens?)\s+)\d{2,5})\s+(?:access\s+|traffic\s+)?(?:(?:is\s+)?(?:allowed|permitted|open|only)\s+)?from\s+(?:only\s+)?(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2})\b(?:\s+only\b)?/g,
    read: (m) => {
      const named: Record<string, number> = { ssh: 22, rdp: 3389, http: 80, https: 443 };
      // A bare number after another rule ("443 in from anywhere and 22 only from 203.0.113.0/24") is a port.
      const port = named[m[1]] ?? Number(m[1].replace(/\D+/g, ''));
      return port > 0 && port < 65536
        ? { label: 'allowed source', values: { ingressFrom: [{ port, cidr: m[2] }] }, family: 'sourceRange' }
        : undefined;
    },
    examples: {
      reads: {
        'an ec2 instance with ssh allowed from 203.0.113.0/24 only': {
          ingressFrom: [{ port: 22, cidr: '203.0.113.0/24' }],
        },
        'a group that opens 8443 to the world and 5432 only from 10.9.0.0/16': {
          ingressFrom: [{ port: 5432, cidr: '10.9.0.0/16' }],
        },
      },
      leaves: ['a security group allowing ssh and https from the internet'],
    },
  },
];

/**
 * The `trafficRules` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const TRAFFIC_RULES: Rule[] = [
  // Inbound traffic by the service's well-known port: "opens HTTPS", "blocking RDP from anywhere".
  {
    // A list of services is one rule each: "allowing http and https", "open ssh, rdp".
    re: /\b(allow\w*|permit\w*|open\w*|deny\w*|denie[sd]|block\w*|reject\w*)\s+(?:all\s+)?(?:inbound\s+|incoming\s+)?((?:ssh|rdp|https|http)\b(?:\s*(?:,|and|&|\/)\s*(?:ssh|rdp|https|http)\b)*)(?:\s+(?:traffic\s+)?from\s+(?:the\s+)?(internet|anywhere))?/g,
    read: (m) => {
      const ports = (m[2].match(/ssh|rdp|https|http/g) ?? []).map(
        (w) => ({ ssh: 22, rdp: 3389, http: 80, https: 443 })[w as 'ssh' | 'rdp' | 'http' | 'https'],
      );
      const access: 'Allow' | 'Deny' = /^(?:den|block|reject)/.test(m[1]) ? 'Deny' : 'Allow';
      return {
        label: 'traffic rule',
        values: {
          trafficRules: [...new Set(ports)].map((port) => ({ access, port, fromInternet: m[3] ? true : undefined })),
        },
        family: 'trafficRules',
      };
    },
    examples: {
      reads: {
        'a security group allowing ssh and https from the internet': {
          trafficRules: [
            { access: 'Allow', port: 22, fromInternet: true },
            { access: 'Allow', port: 443, fromInternet: true },
          ],
        },
        'block rdp': { trafficRules: [{ access: 'Deny', port: 3389 }] },
      },
      leaves: ['an https load balancer'],
    },
  },
];

/**
 * The `trafficRules` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

// Google's Identity-Aware Proxy forwards TCP from this range only (cloud.google.com/iap/docs/using-tcp-forwarding).
const IAP_RANGE = '35.235.240.0/20';

export const TRAFFIC_RULES: Rule[] = [
  // A service reached only through Identity-Aware Proxy's TCP forwarding: "ssh only via iap", "rdp through iap",
  // "iap ssh": let in from IAP's range alone.
  {
    re: /\b(ssh|rdp)\s+(?:(?:access\s+)?only\s+)?(?:via|through|over|using|from)\s+(?:the\s+)?(?:iap|identity[- ]aware[- ]proxy)\b(?:\s+(?:tcp\s+)?(?:forwarding|tunnel(?:ing)?))?|\b(?:iap|identity[- ]aware[- ]proxy)(?:\s+tcp)?(?:\s+forwarding|\s+tunnel(?:ing)?)?\s+(?:for\s+)?(ssh|rdp)\b/g,
    read: (m) => ({
      label: 'traffic rule',
      values: {
        trafficRules: [
          { access: 'Allow' as const, port: (m[1] ?? m[2]) === 'rdp' ? 3389 : 22, source: IAP_RANGE, only: true },
        ],
      },
      family: 'trafficRules',
    }),
    examples: {
      reads: {
        'a firewall rule: ssh only via iap': {
          trafficRules: [{ access: 'Allow', port: 22, source: IAP_RANGE, only: true }],
        },
        'allow iap tcp forwarding for rdp': {
          trafficRules: [{ access: 'Allow', port: 3389, source: IAP_RANGE, only: true }],
        },
      },
      leaves: ['an iap-protected backend service'],
    },
  },
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
  // A port by its number let in or kept out from the internet: "only lets 443 in from the internet",
  // "allowing port 8443 from anywhere", "blocks 3389 from the internet". Said without where from, the
  // number is a port of the phrase (attributes.ts), not a rule of its own.
  {
    re: /\b(?:(only)\s+)?(allow\w*|permit\w*|open\w*|lets?|letting|deny\w*|denie[sd]|block\w*|reject\w*)\s+(only\s+)?(?:(?:inbound|incoming)\s+)?(?:tcp\s+)?(?:traffic\s+(?:on\s+)?)?(?:ports?\s+)?(\d{2,5}(?:\s*(?:,|and|&|\/)\s*\d{2,5})*)(?:\s+(?:in|inbound|through))?(\s+only)?\s+(?:traffic\s+)?(?:from|to)\s+(?:the\s+)?(?:public\s+)?(?:internet|anywhere|everywhere|world)\b/g,
    read: (m) => {
      const access: 'Allow' | 'Deny' = /^(?:den|block|reject)/.test(m[2]) ? 'Deny' : 'Allow';
      const ports = (m[4].match(/\d{2,5}/g) ?? []).map(Number).filter((p) => p > 0 && p < 65536);
      // "only" of what is let in: the rest is kept out.
      const only = access === 'Allow' && !!(m[1] || m[3] || m[5]) ? true : undefined;
      return ports.length
        ? {
            label: 'traffic rule',
            values: {
              trafficRules: [...new Set(ports)].map((port) => ({ access, port, fromInternet: true, only })),
            },
            family: 'trafficRules',
          }
        : undefined;
    },
    examples: {
      reads: {
        'an nsg that only lets 443 in from the internet': {
          trafficRules: [{ access: 'Allow', port: 443, fromInternet: true, only: true }],
        },
        'a firewall allowing port 8443 from anywhere': {
          trafficRules: [{ access: 'Allow', port: 8443, fromInternet: true }],
        },
      },
      leaves: ['a service listening on port 8080', 'allow 10 requests per second'],
    },
  },
  // A port let in from a stated source, an address range or a service tag: "allows inbound 5432 only
  // from 10.8.2.0/24", "only allow tcp 6443 from the VirtualNetwork service tag". "only" keeps the rest out.
  {
    // Said of a network security group: an AWS security group reads its source ranges as `sourceRange`.
    when: /\b(?:nsgs?|network security groups?)\b/,
    re: /\b(?:(only)\s+)?(allow\w*|permit\w*|open\w*|lets?|letting)\s+(only\s+)?(?:(?:inbound|incoming)\s+)?(?:tcp\s+)?(?:traffic\s+(?:on\s+)?)?(?:ports?\s+)?(\d{2,5}(?:\s*(?:,|and|&|\/)\s*\d{2,5})*)(?:\s+(?:in|inbound|through))?(\s+only)?\s+(?:traffic\s+)?from\s+(?:the\s+)?(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}|virtualnetwork|virtual network|vnet|azureloadbalancer|gatewaymanager|azurefrontdoor\.backend)\b(?:\s+service\s+tag)?/g,
    read: (m) => {
      const ports = (m[4].match(/\d{2,5}/g) ?? []).map(Number).filter((p) => p > 0 && p < 65536);
      const source = SERVICE_TAGS[m[6].replace(/\s+/g, '')] ?? m[6];
      const only = m[1] || m[3] || m[5] ? true : undefined;
      return ports.length
        ? {
            label: 'traffic rule',
            values: {
              trafficRules: [...new Set(ports)].map((port) => ({ access: 'Allow' as const, port, source, only })),
            },
            family: 'trafficRules',
          }
        : undefined;
    },
    examples: {
      reads: {
        'an nsg that allows inbound 5432 only from 10.8.2.0/24': {
          trafficRules: [{ access: 'Allow', port: 5432, source: '10.8.2.0/24', only: true }],
        },
        'nsg: only allow tcp 6443 from the virtualnetwork service tag': {
          trafficRules: [{ access: 'Allow', port: 6443, source: 'VirtualNetwork', only: true }],
        },
        'an nsg that opens 8080 from the vnet': {
          trafficRules: [{ access: 'Allow', port: 8080, source: 'VirtualNetwork' }],
        },
      },
      leaves: ['an nsg on a subnet 10.8.2.0/24 with a gateway', 'a security group allowing 5432 from 10.8.2.0/24'],
    },
  },
];

// Azure service tags as the request may say them (lower-case), by their own spelling.
const SERVICE_TAGS: Record<string, string> = {
  virtualnetwork: 'VirtualNetwork',
  vnet: 'VirtualNetwork',
  azureloadbalancer: 'AzureLoadBalancer',
  gatewaymanager: 'GatewayManager',
  'azurefrontdoor.backend': 'AzureFrontDoor.Backend',
};

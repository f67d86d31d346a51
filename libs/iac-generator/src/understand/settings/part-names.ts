/**
 * The `partName` settings family: names given to a part of a thing rather than the thing itself, said
 * by the part's own words: the DNS label of a public IP ("dns label relay-edge", "domain name label
 * web01"), and the admin user a machine signs in with ("admin user opsbot", "admin username is
 * deploybot", "administrator login ops", a database's "master user pgowner"), and the prefix of a user
 * pool's hosted sign-in domain ("hosted ui domain prefix acme-login"). The name is one word as written, or
 * a name read as such.
 */
import { type Rule } from '../settings';
import { ANY_NAME } from './k8s-words';

// Words between the part's words and its name: "dns label: x", "admin user is x", "admin user named x".
const GAP = String.raw`(?:\s*(?:[:=]|\bis\b|\bnamed\b|\bcalled\b|\bof\b|\bset\s+to\b|\bshould\s+be\b)\s*|\s+)`;
// Words that say something of the part, never a name of it: "admin user disabled", "dns label with ...".
const NOT_A_NAME = String.raw`(?!(?:with|and|for|on|off|only|disabled|enabled|the|a|an|to|in|at|that|which|none|no)\b)`;

export const PART_NAMES: Rule[] = [
  {
    re: new RegExp(String.raw`\b(?:dns|domain)(?:\s+name)?\s+label${GAP}${NOT_A_NAME}(${ANY_NAME})\b(?![.:/@]\w)`, 'g'),
    read: (m) => ({ label: 'DNS label', values: { dnsLabel: m[1] }, family: 'partName' }),
    examples: {
      reads: {
        'a public ip with dns label relay-edge-7': { dnsLabel: 'relay-edge-7' },
        'static public ip, domain name label: gate01': { dnsLabel: 'gate01' },
      },
      leaves: ['a public ip with a dns label', 'a dns zone for example.com'],
    },
  },
  {
    re: new RegExp(
      String.raw`\b(?:admin(?:istrator)?|local\s+admin|master)\s*(?:user(?:\s*name)?|login|account)${GAP}${NOT_A_NAME}(${ANY_NAME})\b(?![.:/@]\w)`,
      'g',
    ),
    read: (m) => ({ label: 'admin user', values: { adminUser: m[1] }, family: 'partName' }),
    examples: {
      reads: {
        'a linux vm with admin user opsbot': { adminUser: 'opsbot' },
        'admin username is deploy-svc': { adminUser: 'deploy-svc' },
        'administrator login: ops01': { adminUser: 'ops01' },
        'a postgres rds instance with master username pgowner': { adminUser: 'pgowner' },
      },
      leaves: ['admin user disabled', 'a registry with the admin user off', 'an admin user with an ssh key'],
    },
  },
  {
    re: new RegExp(
      String.raw`\b(?:(?:hosted\s+)?(?:ui|sign[\s-]?in|login)\s+)?domain\s+prefix${GAP}${NOT_A_NAME}(${ANY_NAME})\b(?![.:/@]\w)`,
      'g',
    ),
    read: (m) => ({ label: 'domain prefix', values: { domainPrefix: m[1] }, family: 'partName' }),
    examples: {
      reads: {
        'a user pool with hosted ui domain prefix acme-login': { domainPrefix: 'acme-login' },
        'sign-in domain prefix: partners01': { domainPrefix: 'partners01' },
      },
      leaves: ['a user pool with a hosted ui domain', 'a domain prefix for the pool'],
    },
  },
];

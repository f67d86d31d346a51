/**
 * A Secret or ConfigMap mounted as files where the request says: "mount the secret billing-db at
 * /etc/billing/db read-only", "mounts the existing configmap feature-flags at /etc/flags". The object
 * may exist already; its name and the path are what the workload needs, and the path is never a
 * route or a bucket's prefix.
 */
import { type Rule } from '../settings';
import { KIND, REF } from './k8s-object-words';

const PATH = String.raw`(\/[a-z0-9_.\/-]*[a-z0-9_\/-])`;
const AT = String.raw`(?:at|on|in|into|under|to)\s+(?:the\s+)?(?:path\s+)?`;
const AS_FILES = String.raw`(?:as\s+(?:a\s+)?(?:volume|files?)\s+)?`;
const READ_ONLY = String.raw`((?:\s*,|\s+and)?\s*\(?\s*read[- ]?only)?`;
const from = (kind: string) => (kind.startsWith('secret') ? ('secret' as const) : ('configMap' as const));

export const OBJECT_MOUNTS: Rule[] = [
  {
    re: new RegExp(
      String.raw`\bmount(?:s|ed|ing)?\s+(?:the\s+|our\s+)?(?:existing\s+)?${KIND}\s+${REF}\s+${AS_FILES}${AT}${PATH}${READ_ONLY}|\b(?:the\s+|our\s+|its\s+)?(?:existing\s+)?${KIND}\s+${REF}\s+(?:(?:is|should\s+be|gets?)\s+)?(?:mounted\s+|as\s+(?:a\s+)?(?:volume|files?)\s+)${AT}${PATH}${READ_ONLY}`,
      'g',
    ),
    read: (m) => {
      const [kind, object, path] = m[1] ? [m[1], m[2], m[3]] : [m[5], m[6], m[7]];
      return {
        label: 'mount path',
        values: { objectMounts: [{ from: from(kind), object, path }] },
        family: 'mounts',
      };
    },
    examples: {
      reads: {
        'mount the secret billing-db at /etc/billing/db read-only': {
          objectMounts: [{ from: 'secret', object: 'billing-db', path: '/etc/billing/db' }],
        },
        'mounts the existing configmap feature-flags at /etc/flags': {
          objectMounts: [{ from: 'configMap', object: 'feature-flags', path: '/etc/flags' }],
        },
        'secret api-tls as a volume at /tls': { objectMounts: [{ from: 'secret', object: 'api-tls', path: '/tls' }] },
      },
      leaves: ['a secret db-creds holding db_password', 'an ebs volume mounted at /data'],
    },
  },
];

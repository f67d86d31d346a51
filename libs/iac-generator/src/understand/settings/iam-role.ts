/**
 * The `iamRole` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const IAM_ROLE_GCP: Rule[] = [
  // Predefined roles as written: "roles/pubsub.publisher", "roles/viewer".
  {
    re: /\broles\/[a-z][a-z0-9]*(?:\.[a-z][a-z0-9]*)*\b/g,
    read: (m) => ({ label: 'IAM role', values: { iamRoles: [m[0]] }, family: 'iamRole' }),
    consume: 'none',
    examples: {
      reads: { 'a service account with roles/storage.objectviewer': { iamRoles: ['roles/storage.objectviewer'] } },
      leaves: ['a service account for the build'],
    },
  },
];

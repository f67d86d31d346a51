/**
 * The `subject` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

const ONE = String.raw`(q\u00a7\d+|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)`;

export const SUBJECT_K8S_OBJECT: Rule[] = [
  // A group a role is bound to: "bound to the group blue-devs", "bind it to group sre".
  {
    re: new RegExp(
      String.raw`\b(?:bound|granted|given|assigned|bind(?:s|ing)?(?:\s+it)?(?:\s+as\s+well)?|grant(?:s|ing)?(?:\s+it)?)\s+(?:also\s+|as\s+well\s+)?to\s+(?:the\s+)?(?:(?:user\s+)?group\s+${ONE}|${ONE}\s+group)\b`,
      'g',
    ),
    when: /\broles?\b|\brole ?bindings?\b/,
    read: (m) => ({ label: 'bound to the group', values: { subjectGroups: [m[1] ?? m[2]] }, family: 'subject' }),
    examples: {
      reads: {
        'a role deployer bound to the group blue-devs': { subjectGroups: ['blue-devs'] },
        'a role, bind it to the ops group': { subjectGroups: ['ops'] },
      },
      leaves: ['a role that can get and list pods'],
    },
  },
  // A service account of another namespace a role is bound to: "bind it to the existing
  // ServiceAccount ci-bot from the ci namespace", "bound to service account deployer in namespace ci".
  {
    re: new RegExp(
      String.raw`\b(?:bound|granted|given|assigned|bind(?:s|ing)?(?:\s+(?:it|(?:the|that|this)\s+role))?(?:\s+as\s+well)?|grant(?:s|ing)?(?:\s+it)?)\s+(?:also\s+|as\s+well\s+)?to\s+(?:the\s+)?(?:existing\s+)?(?:service ?account|sa)\s+${ONE}\s+(?:from|in|of)\s+(?:the\s+)?(?:namespace\s+${ONE}|${ONE}\s+namespace)\b`,
      'g',
    ),
    when: /\broles?\b|\brole ?bindings?\b/,
    read: (m) => ({
      label: 'bound to',
      values: { subjectName: m[1], subjectNamespace: m[2] ?? m[3] },
      family: 'subject',
    }),
    examples: {
      reads: {
        'bind the role to the existing serviceaccount ci-bot from the ci namespace': {
          subjectName: 'ci-bot',
          subjectNamespace: 'ci',
        },
        'a role bound to service account deployer in namespace build': {
          subjectName: 'deployer',
          subjectNamespace: 'build',
        },
      },
      leaves: ['a role that can get and list pods'],
    },
  },
  // The service account a role is granted to: "bound to ci-runner", "granted to the deployer service account".
  {
    re: /\b(?:bound|granted|given|assigned|bind(?:s|ing)?(?:\s+it)?|grant(?:s|ing)?(?:\s+it)?)\s+to\s+(?:the\s+)?(?:(?:service ?account|sa)\s+(q\u00a7\d+|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)|(q\u00a7\d+|[a-z0-9]+(?:-[a-z0-9]+)+)(?:\s+service ?account)?|([a-z0-9]+)\s+service ?account)\b/g,
    when: /\broles?\b|\brole ?bindings?\b/,
    read: (m) => ({ label: 'bound to', values: { subjectName: m[1] ?? m[2] ?? m[3] }, family: 'subject' }),
    examples: {
      reads: { 'a role bound to the service account ci-runner': { subjectName: 'ci-runner' } },
      leaves: ['a role that can get and list pods'],
    },
  },
];

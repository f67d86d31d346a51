/**
 * The `objectName` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { KUBERNETES, NAME } from './k8s-words';

export const OBJECT_NAME_K8S: Rule[] = [
  // The name written right after a Kubernetes kind: "ConfigMap app-settings", "a Secret db-creds".
  {
    re: new RegExp(
      `\\b(?:config ?map|secret|service ?account|storage ?class|pvc|(?:(?:persistent )?volume )?claim|deployment|stateful ?set|daemon ?set|cron ?job|job|ingress|role|priority ?class)\\s+(?:named\\s+|called\\s+)?(${NAME})\\b(?![.:/@]\\w)`,
      'g',
    ),
    when: KUBERNETES,
    read: (m) => ({ label: 'name', values: { objectName: m[1] }, family: 'objectName', quiet: true }),
    consume: 1,
    examples: {
      reads: { 'a configmap app-settings': { objectName: 'app-settings' } },
      leaves: ['a configmap for the app'],
    },
  },
];

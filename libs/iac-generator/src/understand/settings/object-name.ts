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
  // A workload's name of one plain word, right after its kind and before the namespace it goes in: "statefulset
  // mq in ns messaging" (a kind written as a type, "StatefulSet db running ...", is named by names-after-heads).
  // Never a word that starts the description itself ("a deployment running ...", "a cronjob nightly ...").
  {
    re: /\b(?:deployment|stateful ?set|daemon ?set|cron ?job)\s+(?!(?:that|which|with|who|for|to|in|on|of|and|or|the|a|an|so|named|called|running|runs|using|from|per|at|each|every|pods?|replicas?|image|spec|manifest|yaml|object)\b)([a-z][a-z0-9]{1,30})(?<!ly)(?=\s+in\s+(?:the\s+)?(?:ns|namespace)\b)/g,
    when: KUBERNETES,
    read: (m) => ({ label: 'name', values: { objectName: m[1] }, family: 'objectName', quiet: true }),
    // Its word stays for the names read after a kind written as a type ("Deployment api"), which take it first.
    consume: 'none',
    examples: {
      reads: {
        'a statefulset kv in ns storage running etcd:3.5': { objectName: 'kv' },
        'daemonset agent in namespace ops': { objectName: 'agent' },
      },
      leaves: ['a deployment running nginx:1.27', 'a cronjob nightly running backup:1'],
    },
  },
  // A role's name of one word, right before what it may do or whom it is bound to: "a Role
  // deployer that can get deployments", "Role auditor, bound to the group sec". Never a plain word
  // that starts the description itself ("a role that can ...", "a role for the api").
  {
    re: /\brole\s+(?!(?:that|which|with|who|for|to|in|on|of|and|or|the|a|an|so|bound|granting|allowing|named|called|binding|can|may)\b)([a-z][a-z0-9]{2,30})(?=\s*,|\s+(?:that|which|who|with|bound|granting|allowing|in\s+(?:the\s+)?namespace)\b)/g,
    when: KUBERNETES,
    read: (m) => ({ label: 'name', values: { objectName: m[1] }, family: 'objectName', quiet: true }),
    consume: 1,
    examples: {
      reads: {
        'a namespace team-a with a role deployer that can get deployments': { objectName: 'deployer' },
        'in namespace ops, a role auditor, bound to the group sec': { objectName: 'auditor' },
      },
      leaves: ['a role that can get and list pods', 'a role binding for the pods'],
    },
  },
];

/**
 * The `rbac` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { RBAC_VERB, RBAC_RESOURCE, rbacResource } from './helpers';
import { K8S_ONLY } from './k8s-words';

// Permissions said to hold in every namespace: a ClusterRole's, not a Role's.
const CLUSTER_WIDE = String.raw`(\s+(?:(?:in|across)\s+(?:all|every)\s+namespaces?|(?:in|across)\s+the\s+(?:whole\s+|entire\s+)?cluster|cluster[-\s]wide))?`;
const scope = (said: string | undefined) => (said ? { rbacClusterWide: true } : {});
// The objects by name the permissions are limited to: "secrets named db-creds and api-key" (a
// name the reading made a placeholder of, q§N, is restored as written by understand.ts).
const NAME = String.raw`(?:q\u00a7\d+|"?[a-z0-9][a-z0-9.-]*[a-z0-9]"?)`;
const NAMED = String.raw`(?:\s+(?:named|called)\s+(${NAME}(?:\s*(?:,|and|or)\s*${NAME})*))?`;
const names = (said: string | undefined) =>
  said
    ? {
        rbacResourceNames: said
          .split(/\s*(?:,|\band\b|\bor\b)\s*/)
          .map((n) => n.replace(/"/g, '').trim())
          .filter(Boolean),
      }
    : {};

export const RBAC: Rule[] = [
  // What a Kubernetes role may do, in the API's verbs and resource names: "get/list/patch Deployments
  // and Services", "read-only access to services and endpoints".
  {
    re: new RegExp(
      `\\b(${RBAC_VERB}(?:\\s*(?:/|,|and|or)?\\s*${RBAC_VERB})*)\\s+(?:access\\s+(?:to|on)\\s+)?(${RBAC_RESOURCE}(?:\\s*(?:,|and|&|/)\\s*${RBAC_RESOURCE})*)\\b${NAMED}${CLUSTER_WIDE}`,
      'g',
    ),
    read: (m) => {
      const said = [...m[1].matchAll(new RegExp(RBAC_VERB, 'g'))].flatMap((v) =>
        /^read/.test(v[0]) ? ['get', 'list', 'watch'] : [v[0]],
      );
      // A watch alone starts from a list (informers list, then watch): "watch pods" is both; verbs
      // listed one by one ("get/watch/delete") are kept as listed.
      const verbs = said.length === 1 && said[0] === 'watch' ? ['list', 'watch'] : said;
      const resources = [...m[2].matchAll(new RegExp(RBAC_RESOURCE, 'g'))].map((r) => rbacResource(r[0]));
      return {
        label: 'permissions',
        values: {
          rbacVerbs: [...new Set(verbs)],
          rbacResources: [...new Set(resources)],
          ...names(m[3]),
          ...scope(m[4]),
        },
        family: 'rbac',
      };
    },
    examples: {
      reads: {
        'a role that can get and list pods': { rbacVerbs: ['get', 'list'], rbacResources: ['pods'] },
        'it has to watch services and ingresses': {
          rbacVerbs: ['list', 'watch'],
          rbacResources: ['services', 'ingresses'],
        },
        'a service account that may list namespaces across the cluster': {
          rbacVerbs: ['list'],
          rbacResources: ['namespaces'],
          rbacClusterWide: true,
        },
        'a service account that can get secrets named db-creds and api-key': {
          rbacVerbs: ['get'],
          rbacResources: ['secrets'],
          rbacResourceNames: ['db-creds', 'api-key'],
        },
      },
      leaves: ['a role for the lambda function'],
    },
  },
];

export const RBAC_K8S: Rule[] = [
  // Reading Kubernetes objects, in plain words: "a Role that can read pods and configmaps". Only
  // resources no cloud shares a word with, so "read secrets" of a cloud identity is left alone.
  {
    re: new RegExp(
      `\\b(?:read|view|see)\\s+(?:access\\s+(?:to|on)\\s+)?(${K8S_ONLY}(?:\\s*(?:,|and|&|\\/)\\s*${K8S_ONLY})*)${CLUSTER_WIDE}`,
      'g',
    ),
    read: (m) => ({
      label: 'permissions',
      values: {
        rbacVerbs: ['get', 'list', 'watch'],
        rbacResources: [...new Set(m[1].match(new RegExp(K8S_ONLY, 'g')))],
        ...scope(m[2]),
      },
      family: 'rbac',
    }),
    examples: {
      reads: {
        'a role that can read pods and configmaps': {
          rbacVerbs: ['get', 'list', 'watch'],
          rbacResources: ['pods', 'configmaps'],
        },
      },
      leaves: ['a function that can read secrets'],
    },
  },
];

export const RBAC_REVOKE_K8S: Rule[] = [
  // Verbs taken off resources a role had them on: "take create off services", "remove delete from
  // secrets and configmaps". The role keeps its other verbs there, and these verbs elsewhere.
  {
    re: new RegExp(
      `\\b(?:take|takes|taking|remove|removes|removing|drop|drops|dropping|revoke|revokes|revoking|strip|strips)\\s+(${RBAC_VERB}(?:\\s*(?:/|,|and|or)?\\s*${RBAC_VERB})*)\\s+(?:access\\s+|permissions?\\s+|rights?\\s+)?(?:off|from)\\s+(?:the\\s+)?(${RBAC_RESOURCE}(?:\\s*(?:,|and|&|/)\\s*${RBAC_RESOURCE})*)`,
      'g',
    ),
    when: /\broles?\b|\brbac\b/,
    read: (m) => ({
      label: 'permissions taken off',
      values: {
        rbacVerbs: [...new Set(m[1].match(new RegExp(RBAC_VERB, 'g')) ?? [])],
        rbacResources: [...new Set((m[2].match(new RegExp(RBAC_RESOURCE, 'g')) ?? []).map(rbacResource))],
        rbacRevoke: true,
      },
      family: 'rbac',
    }),
    examples: {
      reads: {
        'for that role, take create off services': {
          rbacVerbs: ['create'],
          rbacResources: ['services'],
          rbacRevoke: true,
        },
        'the role: remove delete and patch from secrets and configmaps': {
          rbacVerbs: ['delete', 'patch'],
          rbacResources: ['secrets', 'configmaps'],
          rbacRevoke: true,
        },
      },
      leaves: ['a role for the deploy bot'],
    },
  },
  // What the role keeps, said beside what it loses: "(keep it on deployments)". Nothing changes there.
  {
    re: new RegExp(
      `\\(?\\b(?:but\\s+)?keep(?:s|ing)?\\s+(?:it|them|that|those|the\\s+verbs?)\\s+(?:on|for)\\s+(?:the\\s+)?(${RBAC_RESOURCE}(?:\\s*(?:,|and|&|/)\\s*${RBAC_RESOURCE})*)\\)?`,
      'g',
    ),
    when: /\broles?\b|\brbac\b/,
    read: () => ({ label: 'permissions kept', values: {}, family: 'rbac', quiet: true, untracked: true }),
    examples: {
      reads: { 'the role: take create off services (keep it on deployments)': {} },
      leaves: ['a role for the deploy bot'],
    },
  },
];

export const RBAC_LOGS_K8S: Rule[] = [
  // Reading the logs of pods: "read pod logs", "can view the pods' logs", "tail container logs".
  // The log of a pod is its subresource pods/log, read with get.
  {
    re: /\b(?:read|view|see|get|fetch|tail|stream|access)\s+(?:the\s+|their\s+|its\s+)?(?:pods?'?s?|containers?'?s?)\s+logs?\b|\b(?:read|view|see|get|fetch|tail|stream|access)\s+(?:the\s+)?logs?\s+of\s+(?:the\s+)?pods?\b/g,
    when: /\broles?\b|\brbac\b|\bservice ?account\b/,
    read: () => ({
      label: 'permissions',
      values: { rbacVerbs: ['get'], rbacResources: ['pods/log'] },
      family: 'rbac',
    }),
    examples: {
      reads: {
        'also let that role read pod logs': { rbacVerbs: ['get'], rbacResources: ['pods/log'] },
        'a role that can view the logs of pods': { rbacVerbs: ['get'], rbacResources: ['pods/log'] },
      },
      leaves: ['a role for the log shipper'],
    },
  },
];

// One object of a kind, by its name: "get the secret db-creds", "read the configmap app-settings".
const ONE_RESOURCE =
  '(pod|service|endpoints|deployment|stateful ?set|daemon ?set|replica ?set|config ?map|secret|node|namespace|job|cron ?job|ingress|persistent ?volume ?claim|service ?account)';
// Its name right after the kind: quoted (a placeholder by now) or an identifier ("db-creds"), never a plain word.
const ONE_NAME = String.raw`(q\u00a7\d+|[a-z0-9]+(?:[-_.][a-z0-9]+)+)`;
/** The API's plural resource name of a kind said in the singular ("stateful set" -> "statefulsets"). */
const pluralOf = (said: string) => {
  const one = said.replace(/\s+/g, '');
  return one === 'endpoints' ? one : one === 'ingress' ? 'ingresses' : `${one}s`;
};

export const RBAC_ONE_K8S: Rule[] = [
  // Permissions on one object by its name, said in the singular: a rule on its kind limited to that
  // name, after a word that makes the verb a permission ("can get", "allowed to read"), never an
  // order to the generator ("Create a service account 'ci'"). Read before an object's name after its kind, so the object is the one the rule names,
  // never a new one.
  {
    re: new RegExp(
      `\\b(?:can|may|could|to|should)\\s+(?:only\\s+|also\\s+)?((?:${RBAC_VERB}|read|view)(?:\\s*(?:/|,|and|or)?\\s*(?:${RBAC_VERB}|read|view))*)\\s+(?:access\\s+(?:to|on)\\s+)?(?:the\\s+|a\\s+|one\\s+)?${ONE_RESOURCE}\\s+(?:(?:named|called)\\s+(${NAME})|${ONE_NAME})(?![\\w-])${CLUSTER_WIDE}`,
      'g',
    ),
    read: (m) => {
      const verbs = [...m[1].matchAll(/get|list|watch|create|update|patch|delete|read|view/g)].flatMap((v) =>
        /^(?:read|view)/.test(v[0]) ? ['get', 'list', 'watch'] : [v[0]],
      );
      return {
        label: 'permissions',
        values: {
          rbacVerbs: [...new Set(verbs)],
          rbacResources: [pluralOf(m[2])],
          ...names(m[3] ?? m[4]),
          ...scope(m[5]),
        },
        family: 'rbac',
      };
    },
    examples: {
      reads: {
        'a service account that can get the secret q\u00a70': {
          rbacVerbs: ['get'],
          rbacResources: ['secrets'],
          rbacResourceNames: ['q\u00a70'],
        },
        'a role that may read the configmap app-settings': {
          rbacVerbs: ['get', 'list', 'watch'],
          rbacResources: ['configmaps'],
          rbacResourceNames: ['app-settings'],
        },
        'a service account allowed to patch the deployment named web': {
          rbacVerbs: ['patch'],
          rbacResources: ['deployments'],
          rbacResourceNames: ['web'],
        },
      },
      leaves: [
        'a deployment web that can read secrets',
        'it can get the secret to the pods',
        'create a service account q\u00a70 there',
        'create a namespace q\u00a71 and a deployment',
      ],
    },
  },
];

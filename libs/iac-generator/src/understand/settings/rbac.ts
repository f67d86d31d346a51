/**
 * The `rbac` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { RBAC_VERB, RBAC_RESOURCE } from './helpers';
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
      const verbs = [...m[1].matchAll(new RegExp(RBAC_VERB, 'g'))].flatMap((v) =>
        /^read/.test(v[0]) ? ['get', 'list', 'watch'] : [v[0]],
      );
      const resources = [...m[2].matchAll(new RegExp(RBAC_RESOURCE, 'g'))].map((r) => r[0]);
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

/**
 * The `podSpec` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { REF, KIND } from './k8s-object-words';
import { RUN_AS } from './run-as';

// An image by its reference: a tag or a registry path ("busybox:1.36", "ghcr.io/acme/wait").
const IMG = String.raw`([a-z0-9][a-z0-9._/-]*:[a-z0-9][\w.-]*|[a-z0-9][a-z0-9._-]*\/[a-z0-9][\w./-]*)`;
// A host it waits for: a DNS name, with a port when it waits for the port to answer.
const HOST = String.raw`([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)+|[a-z0-9]+(?:-[a-z0-9]+)+)(?::(\d{2,5}))?`;

// A variable's name of one word ("PGPASSWORD from secret pg-maint key password"): read only where a
// Secret's or ConfigMap's key follows, and never a word that says what is held or refers to something.
const ONE_WORD =
  '(?!(?:the|its|it|them|this|that|password|token|credentials?|value|values|env|and|with|secret|secrets|config)\\b)[a-z][a-z0-9]{2,30}';

export const POD_SPEC_K8S_OBJECT: Rule[] = [
  // A container that runs before the pod's own, by its image, and what it waits for: "an init
  // container (busybox:1.36) that waits until db.data.svc.cluster.local resolves". Read before the
  // workload's image, so the pod's own image stays the one given for it.
  {
    re: new RegExp(
      String.raw`\binit[- ]?containers?\s*(?:\(\s*(?:image\s*:?\s*)?${IMG}\s*\)|(?:with|using|running|from|of)\s+(?:the\s+)?(?:image\s+)?${IMG})(?:[^.;()]{0,40}?\bwait(?:s|ing)?\s+(?:until|for|till)\s+(?:the\s+)?(?:dns\s+name\s+|host\s+|name\s+)?${HOST}(?:\s+(?:resolves|is\s+resolvable|is\s+up|answers|is\s+reachable))?)?`,
      'g',
    ),
    read: (m) => ({
      label: 'init container',
      values: {
        initContainers: [{ image: m[1] ?? m[2], waitFor: m[3], waitPort: m[4] ? Number(m[4]) : undefined }],
      },
      family: 'podSpec',
    }),
    examples: {
      reads: {
        'add an init container (busybox:1.36) that waits until db.data.svc.cluster.local resolves': {
          initContainers: [{ image: 'busybox:1.36', waitFor: 'db.data.svc.cluster.local' }],
        },
        'a deployment with an init container using busybox:1.37 that waits for postgres-main:5432': {
          initContainers: [{ image: 'busybox:1.37', waitFor: 'postgres-main', waitPort: 5432 }],
        },
      },
      leaves: ['a deployment of nginx:1.27'],
    },
  },
  // A variable read from one key of a Secret or ConfigMap: "DB_PASSWORD from the Secret db-creds key password".
  {
    re: new RegExp(
      `\\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+|${ONE_WORD})\\s+(?:(?:is\\s+)?(?:read|taken|loaded|comes?|coming|sourced)\\s+)?(?:from|out of)\\s+(?:the\\s+)?(?:existing\\s+)?${KIND}\\s+${REF}(?:'s|,)?\\s+(?:under\\s+|at\\s+)?(?:the\\s+)?key\\s+([a-z0-9][a-z0-9._-]*)`,
      'g',
    ),
    read: (m) => ({
      label: 'environment from',
      values: {
        envRefs: [{ name: m[1], from: m[2].startsWith('secret') ? 'secret' : 'configMap', object: m[3], key: m[4] }],
      },
      family: 'podSpec',
    }),
    examples: {
      reads: {
        'a deployment where db_password comes from the secret db-creds key password': {
          envRefs: [{ name: 'db_password', from: 'secret', object: 'db-creds', key: 'password' }],
        },
        'a cronjob with mysqlpwd from secret my-auth key pass': {
          envRefs: [{ name: 'mysqlpwd', from: 'secret', object: 'my-auth', key: 'pass' }],
        },
      },
      leaves: ['a secret db-creds holding db_password'],
    },
  },
  // Every key of a Secret or ConfigMap as environment: "envFrom the ConfigMap app-config".
  {
    re: new RegExp(
      `\\benv[ _-]?from\\s+(?:the\\s+)?(?:existing\\s+)?${KIND}\\s+${REF}|\\b(?:all\\s+(?:the\\s+)?keys\\s+(?:of|from|in)|everything\\s+in)\\s+(?:the\\s+)?(?:existing\\s+)?${KIND}\\s+${REF}\\s+as\\s+(?:env|environment)`,
      'g',
    ),
    read: (m) => ({
      label: 'environment from',
      values: {
        envRefs: [{ from: (m[1] ?? m[3]).startsWith('secret') ? 'secret' : 'configMap', object: m[2] ?? m[4] }],
      },
      family: 'podSpec',
    }),
    examples: {
      reads: {
        'a deployment with envfrom the configmap app-config': {
          envRefs: [{ from: 'configMap', object: 'app-config' }],
        },
      },
      leaves: ['a configmap app-config with log_level=debug'],
    },
  },
];

export const POD_SPEC_K8S: Rule[] = [
  ...RUN_AS,
  // Pods on the node's network: "hostNetwork: true", "sharing the node's network".
  {
    re: /\bhost[ _-]?network(?:ing)?\b(?:\s*(?:[:=]\s*)?(?:on|enabled|true))?|\b(?:on|uses?|using|in|shares?|sharing)\s+the\s+(?:node|host)(?:'s)?\s+network(?:\s+namespace)?\b/g,
    read: () => ({ label: 'host network', values: { hostNetwork: true }, family: 'podSpec' }),
    examples: {
      reads: { 'a daemon set using the node network': { hostNetwork: true } },
      leaves: ['a vpc network for the nodes'],
    },
  },
];

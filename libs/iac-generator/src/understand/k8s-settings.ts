/**
 * Settings of Kubernetes objects, by what they mean: the image of a well-known product a workload
 * runs, an object's name written after its kind, a ConfigMap's entries and a Secret's keys, mounts,
 * an Ingress's TLS secret and backend, a StorageClass's driver, disk type and default mark, the
 * class a claim uses, disruption budgets, host networking, health probes and headless services. They are read before the general patterns of settings.ts, so their
 * words and numbers are not read twice.
 */
import { PRODUCT_REFERENCE, productImageAt } from './images';
import { type Rule } from './settings';
import { K8S_OBJECT_RULES } from './k8s-object-settings';

// A request about containers or Kubernetes objects: only there is a product's name an image to run.
const CONTAINERS =
  /\b(?:deployments?|stateful ?sets?|daemon ?sets?|pods?|containers?|cron ?jobs?|kubernetes|k8s|helm|kubectl|docker)\b/;
// Kubernetes words that make a bare word after a kind its name ("ConfigMap app-settings").
const KUBERNETES =
  /\b(?:kubernetes|k8s|config ?maps?|stateful ?sets?|daemon ?sets?|deployments?|pods?|namespaces?|ingress|pvcs?|(?:persistent )?volume claims?|claims?(?=\s+[a-z0-9]+-)|service ?accounts?|cron ?jobs?|role ?bindings?|storage ?class|kubectl|helm)\b/;
const STORAGE_CLASS = /\bstorage ?class/;

// An object name as Kubernetes spells it, with a hyphen so it is not an English word ("app-settings").
const NAME = '[a-z0-9]+(?:-[a-z0-9]+)+';
// A name that may be one word ("web"), or the placeholder of a name read as such (quoted or bare).
const ANY_NAME = 'q\\u00a7\\d+|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?';
// Keys of a Secret: environment-style names ("DB_PASSWORD") or the usual credential words.
const KEY = '(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|username|password|token|api[ _-]?key|tls\\.crt|tls\\.key)';

// The CSI driver each storage product provisions through.
const DRIVERS: [RegExp, string][] = [
  [/^(?:aws\s+)?ebs/, 'ebs.csi.aws.com'],
  [/^(?:aws\s+)?efs/, 'efs.csi.aws.com'],
  [/^filestore/, 'filestore.csi.storage.gke.io'],
  [/^(?:gce|gcp|google)?\s*(?:pd|persistent\s+disk)/, 'pd.csi.storage.gke.io'],
  [/^azure\s*disk/, 'disk.csi.azure.com'],
  [/^azure\s*files?/, 'file.csi.azure.com'],
  [/^longhorn/, 'driver.longhorn.io'],
  [/^cephfs/, 'cephfs.csi.ceph.com'],
  [/^(?:ceph\s*)?rbd/, 'rbd.csi.ceph.com'],
  [/^nfs/, 'nfs.csi.k8s.io'],
];
const DRIVER_WORDS =
  '(?:aws\\s+)?ebs|(?:aws\\s+)?efs|filestore|(?:gce|gcp|google)\\s*(?:pd|persistent\\s+disk)|pd|azure\\s*disks?|azure\\s*files?|longhorn|cephfs|ceph\\s*rbd|rbd|nfs';

const PROBE = '(liveness|readiness|startup)';
// API resources only Kubernetes names so.
const K8S_ONLY =
  '(?:pods|deployments|statefulsets|daemonsets|replicasets|configmaps|nodes|namespaces|cronjobs|ingresses|persistentvolumeclaims|serviceaccounts)\\b';

export const K8S_RULES: Rule[] = [
  // Fields of objects stated in plain words, read first so their words are not objects or sizes.
  ...K8S_OBJECT_RULES,
  // A well-known product a workload runs is that product's public image, at the version stated; its
  // words name what the workload runs, not a component of their own ("a Deployment running redis 7").
  {
    re: PRODUCT_REFERENCE,
    when: CONTAINERS,
    read: (m, all) => {
      const image = productImageAt(m, all);
      return image ? { label: 'image', values: { image }, family: 'image', quiet: true } : undefined;
    },
  },
  // A Secret's keys: "a Secret holding SMTP_PASS and WEBHOOK_KEY", "Secret cache-auth (username/token)".
  {
    re: new RegExp(
      `\\bsecrets?\\b(?:\\s+(?:${NAME}|q\\u00a7\\d+))?\\s*(?:\\(\\s*|\\s+(?:holding|with|containing|storing|that holds|which holds|for|keys?)\\s+(?:the\\s+|an?\\s+|keys?\\s+)*)(${KEY}(?:\\s*(?:,|\\/|and|&)\\s*${KEY})*)`,
      'g',
    ),
    read: (m) => ({
      label: 'secret keys',
      values: { secretKeys: [...new Set(m[1].split(/\s*(?:,|\/|\band\b|&)\s*/).filter(Boolean))] },
      family: 'secretKeys',
    }),
    consume: 1,
  },
  // Entries of a ConfigMap (or a container's environment) as KEY=value, with environment-style keys.
  {
    re: /(?<![\w./=-])([a-z][a-z0-9]*_[a-z0-9_]*\s*=\s*[^\s,;)]+(?:\s*(?:,|;|and)\s*[a-z_][a-z0-9_]*\s*=\s*[^\s,;)]+)*)/g,
    read: (m) => {
      const environment: Record<string, string> = {};
      for (const pair of m[1].matchAll(/([a-z_][a-z0-9_]*)\s*=\s*([^\s,;)]+)/g))
        environment[pair[1]] = pair[2].replace(/[.]+$/, '');
      return { label: 'data entries', values: { environment }, family: 'environment' };
    },
  },
  // A workload that mounts the request's ConfigMaps and Secrets: "a Deployment that mounts both".
  {
    re: /\bmount(?:s|ed|ing)?\s+(?:both|them|all|these|those|it|(?:the\s+|its\s+)?(?:config ?maps?|secrets?|configuration|config))\b|\b(?:config ?maps?|secrets?|them|both)\s+(?:\S+\s+){0,2}mounted\b/g,
    when: /\bconfig ?maps?\b|\bsecrets?\b/,
    read: () => ({ label: 'mounts', values: { mountsConfig: true }, family: 'mounts', quiet: true }),
  },
  // An Ingress's certificate: "TLS from secret web-cert", "tls secret shop-tls", "secretName: x".
  {
    re: new RegExp(
      `\\b(?:tls|https|certificate)\\b[^.;,\\n]{0,24}?\\b(?:secret(?:\\s*name)?|cert(?:ificate)?\\s+secret)\\s*(?:named\\s+|called\\s+|=\\s*|:\\s*)?(${ANY_NAME})|\\bsecretname\\s*[:=]?\\s*(${ANY_NAME})`,
      'g',
    ),
    when: /\bingress/,
    read: (m) => ({
      label: 'TLS secret',
      values: { tlsSecret: m[1] ?? m[2] },
      flags: ['https'],
      family: 'ingressRoute',
    }),
  },
  // The Service an Ingress sends to: "routing /shop to service storefront", "to the cart-svc service".
  {
    re: new RegExp(
      `\\b(?:to|backend|backed by|forwards? to|points? to|in front of)\\s+(?:the\\s+)?(?:(?:service|svc)\\s+(?:named\\s+|called\\s+)?(${ANY_NAME})|(${NAME})\\s+(?:service|svc)\\b)`,
      'g',
    ),
    when: /\bingress/,
    read: (m) => ({ label: 'backend service', values: { backendService: m[1] ?? m[2] }, family: 'ingressRoute' }),
  },
  // The name written right after a Kubernetes kind: "ConfigMap app-settings", "a Secret db-creds".
  {
    re: new RegExp(
      `\\b(?:config ?map|secret|service ?account|storage ?class|pvc|(?:(?:persistent )?volume )?claim|deployment|stateful ?set|daemon ?set|cron ?job|job|ingress|role|priority ?class)\\s+(?:named\\s+|called\\s+)?(${NAME})\\b(?![.:/@]\\w)`,
      'g',
    ),
    when: KUBERNETES,
    read: (m) => ({ label: 'name', values: { objectName: m[1] }, family: 'objectName', quiet: true }),
    consume: 1,
  },
  // A StorageClass's CSI driver: "using the EFS CSI driver", "Azure Files CSI", "provisioner x.y.z".
  {
    re: new RegExp(
      `\\b(${DRIVER_WORDS})\\s+(?:csi(?:\\s+driver)?|driver)\\b|\\bprovisioner\\s*(?:=|:|is|of)?\\s*([a-z0-9-]+(?:\\.[a-z0-9-]+)+)`,
      'g',
    ),
    when: STORAGE_CLASS,
    read: (m) => {
      const provisioner = m[2] ?? DRIVERS.find(([re]) => re.test(m[1].replace(/\s+/g, ' ')))?.[1];
      return provisioner ? { label: 'provisioner', values: { provisioner }, family: 'storageClass' } : undefined;
    },
  },
  // The disk type a StorageClass provisions: EBS, persistent disk and Azure disk SKUs.
  {
    re: /\b(gp2|gp3|io1|io2|st1|sc1|pd-ssd|pd-balanced|pd-standard|pd-extreme|hyperdisk-[a-z]+|premium_lrs|premium_zrs|premiumv2_lrs|standardssd_lrs|standardssd_zrs|standard_lrs|ultrassd_lrs)\b/g,
    when: STORAGE_CLASS,
    read: (m) => ({ label: 'disk type', values: { diskType: m[1] }, family: 'storageClass' }),
  },
  // The cluster's default class: "the default class", "make it the default", "as the default storage class".
  {
    re: /\b(?:as|is|be|make\s+it|mark(?:ed)?\s+(?:it\s+)?as)\s+(?:the\s+)?(?:cluster(?:'s)?\s+)?default(?:\s+(?:storage\s*)?class)?\b|\bthe\s+default\s+class\b|\bdefault[- ]class\b/g,
    when: STORAGE_CLASS,
    read: () => ({ label: 'default class', values: { defaultClass: true }, family: 'storageClass' }),
  },
  // The class a claim is provisioned from: "a PVC on the premium-rwo storage class", "storageClassName: fast".
  {
    re: new RegExp(
      `\\b(?:on|using|uses|from|with|in|of)\\s+(?:the\\s+)?(?!(?:a|an|new|default|same|this|that|its)\\s)(${ANY_NAME})\\s+storage ?class\\b|\\bstorage ?class ?name\\s*[:=]?\\s*(${ANY_NAME})`,
      'g',
    ),
    when: /\bpvcs?\b|\bclaims?\b|\bpersistent ?volumes?\b|\bstateful ?sets?\b|\bvolumes?\b/,
    read: (m) => ({
      label: 'storage class',
      values: { storageClassName: m[1] ?? m[2] },
      family: 'storageClassName',
    }),
  },
  // A disruption budget's bound: "maxUnavailable 2", "min available 40%", "no more than two pods down".
  {
    re: /\bmax(?:imum)?[ _-]?unavailable\s*(?:of|=|:|is|to)?\s*(\d{1,3}%?)|\bmin(?:imum)?[ _-]?available\s*(?:of|=|:|is|to)?\s*(\d{1,3}%?)|\b(?:at most|no more than)\s+(\d{1,3}|one|two|three)\s+pods?\s+(?:unavailable|down|disrupted|at a time)/g,
    read: (m) => {
      const value = (s: string) =>
        s.endsWith('%') ? s : (({ one: 1, two: 2, three: 3 } as Record<string, number>)[s] ?? Number(s));
      return m[2]
        ? { label: 'minimum available', values: { minAvailable: value(m[2]) }, family: 'disruption' }
        : { label: 'maximum unavailable', values: { maxUnavailable: value(m[1] ?? m[3]) }, family: 'disruption' };
    },
  },
  // Pods on the node's network: "hostNetwork: true", "sharing the node's network".
  {
    re: /\bhost[ _-]?network(?:ing)?\b(?:\s*(?:[:=]\s*)?(?:on|enabled|true))?|\b(?:on|uses?|using|in|shares?|sharing)\s+the\s+(?:node|host)(?:'s)?\s+network(?:\s+namespace)?\b/g,
    read: () => ({ label: 'host network', values: { hostNetwork: true }, family: 'podSpec' }),
  },
  // Health probes: "liveness and readiness probes on /healthz port 8080", "a startup probe".
  {
    re: new RegExp(
      `\\b${PROBE}(?:\\s*(?:,|and|&|\\/|\\+)\\s*${PROBE})?(?:\\s*(?:,|and|&)\\s*${PROBE})?\\s+(?:probes?|checks?)\\b(?:\\s+(?:on|at|hitting|against|to|using|via)\\s+(?:path\\s+|the\\s+path\\s+)?(\\/[a-z0-9_./-]*))?(?:\\s*(?:on\\s+|at\\s+)?port\\s+(\\d{2,5}))?`,
      'g',
    ),
    read: (m) => {
      const kinds = [m[1], m[2], m[3]].filter((k): k is 'liveness' | 'readiness' | 'startup' => !!k);
      const port = m[5] ? Number(m[5]) : undefined;
      return {
        label: 'probes',
        values: { probes: [...new Set(kinds)].map((kind) => ({ kind, path: m[4], port })) },
        family: 'podSpec',
      };
    },
  },
  // Reading Kubernetes objects, in plain words: "a Role that can read pods and configmaps". Only
  // resources no cloud shares a word with, so "read secrets" of a cloud identity is left alone.
  {
    re: new RegExp(
      `\\b(?:read|view|see)\\s+(?:access\\s+(?:to|on)\\s+)?(${K8S_ONLY}(?:\\s*(?:,|and|&|\\/)\\s*${K8S_ONLY})*)`,
      'g',
    ),
    read: (m) => ({
      label: 'permissions',
      values: {
        rbacVerbs: ['get', 'list', 'watch'],
        rbacResources: [...new Set(m[1].match(new RegExp(K8S_ONLY, 'g')))],
      },
      family: 'rbac',
    }),
  },
  // A Service without a cluster address: the stable network identity of a StatefulSet's pods.
  {
    re: /\bheadless(?=\s+(?:service|svc)\b)/g,
    read: () => ({ label: 'service type', values: { serviceType: 'None' }, family: 'serviceType' }),
    consume: 'none',
  },
];

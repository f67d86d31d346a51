/** Words and helpers the rules moved from k8s-settings.ts share. */
import { wordIn } from '../word-list';

// A request about containers or Kubernetes objects: only there is a product's name an image to run.
export const CONTAINERS = wordIn(`
  deployments?
  stateful ?sets?
  daemon ?sets?
  pods?
  containers?
  cron ?jobs?
  kubernetes
  k8s
  helm
  kubectl
  docker
`);
// Kubernetes words that make a bare word after a kind its name ("ConfigMap app-settings").
export const KUBERNETES = wordIn(`
  kubernetes
  k8s
  config ?maps?
  stateful ?sets?
  daemon ?sets?
  deployments?
  pods?
  namespaces?
  ingress
  pvcs?
  (?:persistent )?volume claims?
  claims?(?=\\s+[a-z0-9]+-)
  service ?accounts?
  cron ?jobs?
  role ?bindings?
  storage ?class
  kubectl
  helm
`);
export const STORAGE_CLASS = /\bstorage ?class/;

// An object name as Kubernetes spells it, with a hyphen so it is not an English word ("app-settings").
export const NAME = '[a-z0-9]+(?:-[a-z0-9]+)+';
// A name that may be one word ("web"), or the placeholder of a name read as such (quoted or bare).
export const ANY_NAME = 'q\\u00a7\\d+|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?';
// Keys of a Secret: environment-style names ("DB_PASSWORD") or the usual credential words.
export const KEY = '(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|username|password|token|api[ _-]?key|tls\\.crt|tls\\.key)';

// The CSI driver each storage product provisions through.
export const DRIVERS: [RegExp, string][] = [
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
export const DRIVER_WORDS =
  '(?:aws\\s+)?ebs|(?:aws\\s+)?efs|filestore|(?:gce|gcp|google)\\s*(?:pd|persistent\\s+disk)|pd|azure\\s*disks?|azure\\s*files?|longhorn|cephfs|ceph\\s*rbd|rbd|nfs';

// API resources only Kubernetes names so.
export const K8S_ONLY =
  '(?:pods|deployments|statefulsets|daemonsets|replicasets|configmaps|nodes|namespaces|cronjobs|ingresses|persistentvolumeclaims|serviceaccounts)\\b';

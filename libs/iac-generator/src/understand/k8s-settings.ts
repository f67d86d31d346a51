/**
 * Settings of Kubernetes objects, by what they mean: the image of a well-known product a workload
 * runs, an object's name written after its kind, a ConfigMap's entries and a Secret's keys, mounts,
 * an Ingress's TLS secret and backend, a StorageClass's driver, disk type and default mark, the
 * class a claim uses, disruption budgets, host networking, health probes and headless services. They are read before the general patterns of settings.ts, so their
 * words and numbers are not read twice.
 *
 * The rules are in their families' files (settings/<family>.ts, with their examples); this file is
 * the order they are tried in.
 */
import { type Rule } from './settings';
import { K8S_OBJECT_RULES } from './k8s-object-settings';
import { IMAGE_K8S } from './settings/image';
import { SECRET_KEYS_K8S } from './settings/secret-keys';
import { ENVIRONMENT_K8S } from './settings/environment';
import { SECRET_ENV_K8S, SECRET_KEY_ENV_K8S } from './settings/secret-env';
import { MOUNTS_K8S } from './settings/mounts';
import { OBJECT_MOUNTS } from './settings/object-mounts';
import { INGRESS_ROUTE_K8S } from './settings/ingress-route';
import { OBJECT_NAME_K8S } from './settings/object-name';
import { STORAGE_CLASS_K8S } from './settings/storage-class';
import { STORAGE_CLASS_NAME_K8S, STORAGE_CLASS_USED_K8S } from './settings/storage-class-name';
import { DISRUPTION_K8S } from './settings/disruption';
import { POD_SPEC_K8S } from './settings/pod-spec';
import { RBAC_K8S, RBAC_LOGS_K8S, RBAC_ONE_K8S, RBAC_REVOKE_K8S } from './settings/rbac';
import { SERVICE_TYPE_K8S } from './settings/service-type';
import { CERT_ISSUER_K8S } from './settings/cert-issuer';

export const K8S_RULES: Rule[] = [
  // Fields of objects stated in plain words, read first so their words are not objects or sizes.
  ...K8S_OBJECT_RULES,
  ...IMAGE_K8S,
  // Variables read key by key, before the Secret's keys are read as keys to write.
  ...SECRET_KEY_ENV_K8S,
  ...SECRET_ENV_K8S,
  ...SECRET_KEYS_K8S,
  ...ENVIRONMENT_K8S,
  // A Secret or ConfigMap mounted at a path (a ConfigMap of the request's own files is read above),
  // before "mount the secret" is read as mounting the request's objects wherever they go.
  ...OBJECT_MOUNTS,
  ...MOUNTS_K8S,
  ...INGRESS_ROUTE_K8S,
  // The cert-manager issuer of an Ingress's certificate, before its name or its kind is read as an object.
  ...CERT_ISSUER_K8S,
  // Verbs taken off resources before the resources are read as objects asked for.
  ...RBAC_REVOKE_K8S,
  // Reading pods' logs before "read pods" takes the pods.
  ...RBAC_LOGS_K8S,
  // Permissions on one object by name ("get the secret db-creds") before that object's name is read.
  ...RBAC_ONE_K8S,
  // The class a volume uses ("storageclass gp3"), before an object's name or a disk type takes its name.
  ...STORAGE_CLASS_USED_K8S,
  ...OBJECT_NAME_K8S,
  ...STORAGE_CLASS_K8S,
  ...STORAGE_CLASS_NAME_K8S,
  ...DISRUPTION_K8S,
  ...POD_SPEC_K8S,
  ...RBAC_K8S,
  ...SERVICE_TYPE_K8S,
];

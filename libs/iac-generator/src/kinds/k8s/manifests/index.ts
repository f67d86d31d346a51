import { type ManifestWriter } from '../../../render/kubernetes/context';
import { writerTable } from '../../../render/writer';
import { WORKLOAD_MANIFESTS } from './workloads';
import { NETWORKING_MANIFESTS } from './networking';
import { CONFIG_MANIFESTS } from './config';
import { POLICY_MANIFESTS } from './policy';
import { IDENTITY_MANIFESTS } from './identity';
import { FOLDER_MANIFESTS } from './kinds.generated';

/**
 * Manifest writers by Kubernetes kind: every Kubernetes kind has one. The YAML target prints what
 * they write as documents and the Terraform target wraps each object in a `kubernetes_manifest`,
 * so the two targets can never disagree.
 */
export const K8S_MANIFEST_WRITERS = writerTable<ManifestWriter>(
  WORKLOAD_MANIFESTS,
  NETWORKING_MANIFESTS,
  CONFIG_MANIFESTS,
  POLICY_MANIFESTS,
  IDENTITY_MANIFESTS,
  FOLDER_MANIFESTS,
);

/**
 * The Kubernetes kind a resource of the Terraform kubernetes provider stands for, so that a
 * request's "Deployment" is satisfied by kubernetes_deployment_v1, kubernetes_deployment or a
 * kubernetes_manifest whose manifest is a Deployment.
 *
 * @example
 *   kindOfTerraformType('kubernetes_horizontal_pod_autoscaler_v2') // 'HorizontalPodAutoscaler'
 *   kindOfTerraformType('aws_s3_bucket') // undefined
 */
import { type ResourceView } from '../types';

/** Names whose words do not give the kind by capitalising them. */
const IRREGULAR: Record<string, string> = {
  daemonset: 'DaemonSet',
  ingress_class: 'IngressClass',
  api_service: 'APIService',
  csi_driver: 'CSIDriver',
};

/** Provider types that are not one Kubernetes object. */
const NOT_KINDS = new Set([
  'manifest',
  'annotations',
  'labels',
  'env',
  'config_map_v1_data',
  'node_taint',
  'default_service_account',
]);

export function kindOfTerraformType(type: string): string | undefined {
  const m = /^kubernetes_(.+?)(?:_v\d+(?:beta\d+)?)?$/.exec(type);
  if (!m || NOT_KINDS.has(m[1])) return undefined;
  return (
    IRREGULAR[m[1]] ??
    m[1]
      .split('_')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join('')
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The views of a Terraform resource: its own type, then its Kubernetes kind when it has one. */
export function terraformViews(type: string, body: unknown): ResourceView[] {
  const views: ResourceView[] = [{ type, body }];
  if (type === 'kubernetes_manifest' && isObject(body) && isObject(body.manifest)) {
    const kind = body.manifest.kind;
    if (typeof kind === 'string') views.push({ type: kind, body: body.manifest });
  } else {
    const kind = kindOfTerraformType(type);
    if (kind) views.push({ type: kind, body });
  }
  return views;
}

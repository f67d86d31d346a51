import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { machineType } from '../settings';
import { clusterPlacement, inProject, labels, project, saEmail } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_container_node_pool',
  write: (c, x) => {
    const count = c.attrs.desired ?? c.attrs.nodes;
    const min = c.attrs.min ?? Math.min(count ?? 1, 1);
    // The node identity gets only what nodes need (logs, metrics, image pulls), not Editor.
    x.resource('google_project_iam_member', `${c.id}_node_sa`, {
      project: project(x),
      role: 'roles/container.defaultNodeServiceAccount',
      member: expr(`"serviceAccount:\${${x.addr(c.ref.serviceAccount as Component)}.email}"`),
    });
    x.primary(c, {
      ...inProject(c, x, 40),
      // Where its cluster is: a pool of a zonal cluster lives in that zone.
      location: clusterPlacement(c.ref.cluster as Component, x).location,
      cluster: x.ref(c.ref.cluster as Component, 'name'),
      node_count: count ?? 1,
      max_pods_per_node: c.attrs.maxPodsPerNode,
      autoscaling: block({ min_node_count: min, max_node_count: Math.max(min, c.attrs.max ?? 3, count ?? 0) }),
      management: block({ auto_repair: true, auto_upgrade: true }),
      upgrade_settings: block({ max_surge: 1, max_unavailable: 0 }),
      node_config: block({
        machine_type: machineType(c, 'e2-standard-4'),
        service_account: saEmail(c, x),
        spot: c.attrs.flags.has('spot') || undefined,
        disk_type: c.attrs.diskType ?? 'pd-balanced',
        disk_size_gb: c.attrs.storageGb,
        oauth_scopes: ['https://www.googleapis.com/auth/cloud-platform'],
        workload_metadata_config: block({ mode: 'GKE_METADATA' }),
        shielded_instance_config: block({ enable_secure_boot: true, enable_integrity_monitoring: true }),
        labels: labels(c),
      }),
    });
  },
};

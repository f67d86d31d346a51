import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { clusterPlacement, inProject, labels } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_container_cluster',
  write: (c, x) => {
    // Autopilot clusters manage their own nodes: no node pools, no node settings.
    const autopilot = c.attrs.flags.has('autopilot');
    x.primary(
      c,
      {
        ...inProject(c, x, 40),
        ...clusterPlacement(c, x),
        network: x.ref(c.ref.network as Component),
        subnetwork: x.ref(c.ref.subnetwork as Component),
        enable_autopilot: autopilot || undefined,
        remove_default_node_pool: autopilot ? undefined : true,
        initial_node_count: autopilot ? undefined : 1,
        deletion_protection: true,
        enable_shielded_nodes: autopilot ? undefined : true,
        min_master_version: c.attrs.version,
        release_channel: block({ channel: 'REGULAR' }),
        ip_allocation_policy: block({
          cluster_secondary_range_name: 'pods',
          services_secondary_range_name: 'services',
        }),
        private_cluster_config: block({
          enable_private_nodes: true,
          enable_private_endpoint: false,
          master_ipv4_cidr_block: c.attrs.masterCidr ?? '172.16.0.0/28',
        }),
        master_authorized_networks_config: block({
          cidr_blocks: block({ cidr_block: '10.0.0.0/8', display_name: 'internal' }),
        }),
        workload_identity_config: block({ workload_pool: expr(`"\${var.project_id}.svc.id.goog"`) }),
        network_policy: autopilot ? undefined : block({ enabled: true }),
        binary_authorization: block({ evaluation_mode: 'PROJECT_SINGLETON_POLICY_ENFORCE' }),
        master_auth: block({ client_certificate_config: block({ issue_client_certificate: false }) }),
        resource_labels: labels(c),
      },
      'Private nodes, authorised networks for the API, Workload Identity, network policy, Shielded nodes.',
    );
  },
};

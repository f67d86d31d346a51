import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { clusterNetwork, poolSize } from '../settings';
import { placed, tags } from '../terraform/common';
import { userPools } from '../terraform/compute';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_kubernetes_cluster',
  write: (c, x) => {
    const d = decide(c);
    x.primary(
      c,
      {
        name: d.name,
        ...placed(c, x),
        dns_prefix: d.dnsPrefix,
        kubernetes_version: d.version,
        sku_tier: 'Standard',
        private_cluster_enabled: d.private,
        local_account_disabled: true,
        role_based_access_control_enabled: true,
        azure_policy_enabled: true,
        oidc_issuer_enabled: true,
        workload_identity_enabled: true,
        automatic_upgrade_channel: d.upgradeChannel,
        default_node_pool: block({
          name: 'system',
          vm_size: d.system.vmSize,
          ...poolSize(c, true),
          os_disk_size_gb: d.system.diskGb,
          max_pods: c.attrs.maxPodsPerNode,
          vnet_subnet_id: x.ref(c.ref.subnet as Component),
          zones: d.system.zones,
          // With a user pool, the system pool keeps to cluster add-ons; without one, workloads run on it.
          only_critical_addons_enabled: userPools(c, x) ? true : undefined,
          upgrade_settings: block({ max_surge: '33%' }),
        }),
        identity: block({ type: 'SystemAssigned' }),
        azure_active_directory_role_based_access_control: block({
          azure_rbac_enabled: true,
          tenant_id: expr('data.azurerm_client_config.current.tenant_id'),
        }),
        network_profile: block({
          ...clusterNetwork(c),
          service_cidr: d.services?.cidr,
          dns_service_ip: d.services?.dns,
          outbound_type: 'loadBalancer',
        }),
        oms_agent: c.ref.workspace
          ? block({ log_analytics_workspace_id: x.ref(c.ref.workspace as Component) })
          : undefined,
        tags: tags(c),
      },
      `Private API server, Entra ID RBAC with local accounts off, network policy and Azure Policy${c.ref.workspace ? ', container logs to the workspace' : ''}.`,
    );
    x.data('azurerm_client_config', 'current', {});
  },
};

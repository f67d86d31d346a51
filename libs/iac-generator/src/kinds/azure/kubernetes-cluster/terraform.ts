import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { clusterNetwork, poolSize, vmSize } from '../settings';
import { placed, tags } from '../terraform/common';
import { userPools } from '../terraform/compute';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_kubernetes_cluster',
  write: (c, x) => {
    x.primary(
      c,
      {
        name: `aks-${azName(c)}`,
        ...placed(c, x),
        dns_prefix: azName(c, 40),
        kubernetes_version: c.attrs.version,
        sku_tier: 'Standard',
        private_cluster_enabled: !c.attrs.flags.has('public'),
        local_account_disabled: true,
        role_based_access_control_enabled: true,
        azure_policy_enabled: true,
        oidc_issuer_enabled: true,
        workload_identity_enabled: true,
        automatic_upgrade_channel: 'patch',
        default_node_pool: block({
          name: 'system',
          vm_size: vmSize(c, 'Standard_D4s_v5'),
          ...poolSize(c, true),
          os_disk_size_gb: c.attrs.storageGb,
          vnet_subnet_id: x.ref(c.ref.subnet as Component),
          zones: c.attrs.zoneNumbers,
          // With a user pool, the system pool keeps to cluster add-ons; without one, workloads run on it.
          only_critical_addons_enabled: userPools(c, x) ? true : undefined,
          upgrade_settings: block({ max_surge: '33%' }),
        }),
        identity: block({ type: 'SystemAssigned' }),
        azure_active_directory_role_based_access_control: block({
          azure_rbac_enabled: true,
          tenant_id: expr('data.azurerm_client_config.current.tenant_id'),
        }),
        network_profile: block({ ...clusterNetwork(c), outbound_type: 'loadBalancer' }),
        oms_agent: block({ log_analytics_workspace_id: x.ref(c.ref.workspace as Component) }),
        tags: tags(c),
      },
      'Private API server, Entra ID RBAC with local accounts off, network policy, Azure Policy and monitoring.',
    );
    x.data('azurerm_client_config', 'current', {});
  },
};

import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { poolSize, vmSize } from '../settings';
import { tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_kubernetes_cluster_node_pool',
  write: (c, x) => {
    const cluster = c.ref.cluster as Component;
    x.primary(c, {
      name: azName(c, 12).replace(/-/g, '').slice(0, 12) || 'user',
      kubernetes_cluster_id: x.ref(cluster),
      vm_size: vmSize(c, 'Standard_D4s_v5'),
      ...poolSize(c),
      os_disk_size_gb: c.attrs.storageGb,
      mode: 'User',
      // Spot pools are evicted under pressure; AKS taints them so only pods that tolerate it land there.
      priority: c.attrs.flags.has('spot') ? 'Spot' : undefined,
      eviction_policy: c.attrs.flags.has('spot') ? 'Delete' : undefined,
      spot_max_price: c.attrs.flags.has('spot') ? -1 : undefined,
      node_labels: c.attrs.flags.has('spot') ? { 'kubernetes.azure.com/scalesetpriority': 'spot' } : undefined,
      node_taints: c.attrs.flags.has('spot') ? ['kubernetes.azure.com/scalesetpriority=spot:NoSchedule'] : undefined,
      vnet_subnet_id: x.ref(cluster.ref.subnet as Component),
      zones: c.attrs.zoneNumbers,
      tags: tags(c),
    });
  },
};

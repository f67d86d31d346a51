import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { poolSize } from '../settings';
import { tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_kubernetes_cluster_node_pool',
  write: (c, x) => {
    const { name, cluster, vmSize, diskGb, spot, zones } = decide(c);
    x.primary(c, {
      name,
      kubernetes_cluster_id: x.ref(cluster),
      vm_size: vmSize,
      ...poolSize(c),
      os_disk_size_gb: diskGb,
      max_pods: c.attrs.maxPodsPerNode,
      mode: 'User',
      priority: spot?.priority,
      eviction_policy: spot?.eviction,
      spot_max_price: spot?.maxPrice,
      node_labels: spot?.label,
      node_taints: spot ? [spot.taint] : undefined,
      vnet_subnet_id: x.ref(cluster.ref.subnet as Component),
      zones,
      tags: tags(c),
    });
  },
};

import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { poolSize } from '../settings';
import { tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_kubernetes_cluster_node_pool',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: d.name,
      kubernetes_cluster_id: x.ref(d.cluster),
      vm_size: d.vmSize,
      ...poolSize(c),
      os_disk_size_gb: d.diskGb,
      mode: 'User',
      priority: d.spot?.priority,
      eviction_policy: d.spot?.eviction,
      spot_max_price: d.spot?.maxPrice,
      node_labels: d.spot?.label,
      node_taints: d.spot ? [d.spot.taint] : undefined,
      vnet_subnet_id: x.ref(d.cluster.ref.subnet as Component),
      zones: d.zones,
      tags: tags(c),
    });
  },
};

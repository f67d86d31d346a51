import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armPoolSize } from '../settings';
import { decide } from './decide';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { cluster, name, vmSize, diskGb, spot, zones } = decide(c);
    x.resource(c, 'Microsoft.ContainerService/managedClusters/agentPools', '2024-02-01', {
      name: `${ownName(cluster, 'aks')}/${name}`,
      properties: {
        mode: 'User',
        vmSize,
        ...armPoolSize(c),
        osDiskSizeGB: diskGb,
        maxPods: c.attrs.maxPodsPerNode,
        osType: 'Linux',
        scaleSetPriority: spot?.priority,
        scaleSetEvictionPolicy: spot?.eviction,
        spotMaxPrice: spot?.maxPrice,
        nodeTaints: spot ? [spot.taint] : undefined,
        vnetSubnetID: x.ref(x.symbol(cluster.ref.subnet as Component)),
        availabilityZones: zones,
      },
      dependsOn: [x.symbol(cluster)],
    });
  },
};

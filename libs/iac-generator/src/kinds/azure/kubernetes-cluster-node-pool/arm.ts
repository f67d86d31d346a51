import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { armPoolSize } from '../settings';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.resource(c, 'Microsoft.ContainerService/managedClusters/agentPools', '2024-02-01', {
      name: `aks-${azName(d.cluster)}/${d.name}`,
      properties: {
        mode: 'User',
        vmSize: d.vmSize,
        ...armPoolSize(c),
        osDiskSizeGB: d.diskGb,
        osType: 'Linux',
        scaleSetPriority: d.spot?.priority,
        scaleSetEvictionPolicy: d.spot?.eviction,
        spotMaxPrice: d.spot?.maxPrice,
        nodeTaints: d.spot ? [d.spot.taint] : undefined,
        vnetSubnetID: x.ref(x.symbol(d.cluster.ref.subnet as Component)),
        availabilityZones: d.zones,
      },
      dependsOn: [x.symbol(d.cluster)],
    });
  },
};

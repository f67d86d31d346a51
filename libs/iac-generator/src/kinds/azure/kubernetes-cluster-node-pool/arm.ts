import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { armPoolSize, vmSize } from '../settings';

export const arm: ArmWriter = {
  write: (c, x) => {
    const cluster = c.ref.cluster as Component;
    x.resource(c, 'Microsoft.ContainerService/managedClusters/agentPools', '2024-02-01', {
      name: `aks-${azName(cluster)}/${azName(c, 12).replace(/-/g, '').slice(0, 12) || 'user'}`,
      properties: {
        mode: 'User',
        vmSize: vmSize(c, 'Standard_D4s_v5'),
        ...armPoolSize(c),
        osDiskSizeGB: c.attrs.storageGb,
        osType: 'Linux',
        scaleSetPriority: c.attrs.flags.has('spot') ? 'Spot' : undefined,
        scaleSetEvictionPolicy: c.attrs.flags.has('spot') ? 'Delete' : undefined,
        spotMaxPrice: c.attrs.flags.has('spot') ? -1 : undefined,
        nodeTaints: c.attrs.flags.has('spot') ? ['kubernetes.azure.com/scalesetpriority=spot:NoSchedule'] : undefined,
        vnetSubnetID: x.ref(x.symbol(cluster.ref.subnet as Component)),
        availabilityZones: c.attrs.zoneNumbers,
      },
      dependsOn: [x.symbol(cluster)],
    });
  },
};

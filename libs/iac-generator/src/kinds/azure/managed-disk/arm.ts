import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide, hostOf } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    // A scale set's data disk is part of the scale set's definition (arm/compute.ts writes it there);
    // a machine's is attached by the machine (its storageProfile names this disk).
    const on = hostOf(x.plan);
    if (on?.scaleSet) return x.note(`the data disks of ${x.symbol(on.host)} (storageProfile.dataDisks)`);
    const { name, sku, sizeGb, networkAccess } = decide(c);
    x.resource(c, 'Microsoft.Compute/disks', '2023-04-02', {
      name,
      location: x.location(),
      // In the zone of the machine it is attached to: a disk attaches only to a machine of its own zone.
      zones: on?.host.attrs.zoneNumbers?.slice(0, 1),
      sku: { name: sku },
      properties: {
        creationData: { createOption: 'Empty' },
        diskSizeGB: sizeGb,
        networkAccessPolicy: networkAccess,
        publicNetworkAccess: 'Disabled',
      },
    });
  },
};

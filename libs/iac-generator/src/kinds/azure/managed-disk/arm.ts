import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.resource(c, 'Microsoft.Compute/disks', '2023-04-02', {
      name: d.name,
      location: x.location(),
      sku: { name: d.sku },
      properties: {
        creationData: { createOption: 'Empty' },
        diskSizeGB: d.sizeGb,
        networkAccessPolicy: d.networkAccess,
        publicNetworkAccess: 'Disabled',
      },
    });
  },
};

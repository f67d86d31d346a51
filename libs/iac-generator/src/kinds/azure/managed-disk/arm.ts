import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, sku, sizeGb, networkAccess } = decide(c);
    x.resource(c, 'Microsoft.Compute/disks', '2023-04-02', {
      name,
      location: x.location(),
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

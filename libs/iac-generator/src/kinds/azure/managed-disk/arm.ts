import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.Compute/disks', '2023-04-02', {
      name: `disk-${azName(c)}`,
      location: x.location(),
      sku: { name: 'Premium_LRS' },
      properties: {
        creationData: { createOption: 'Empty' },
        diskSizeGB: c.attrs.storageGb ?? 64,
        networkAccessPolicy: 'DenyAll',
        publicNetworkAccess: 'Disabled',
      },
    }),
};

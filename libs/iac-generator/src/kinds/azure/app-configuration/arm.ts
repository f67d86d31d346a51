import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { statedName } from '../naming';
import { publicNetworkAccess } from '../closed-to-public';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.AppConfiguration/configurationStores', '2023-03-01', {
      name: statedName(c, 50, 'label') ?? x.unique(`appcs-${azName(c, 30)}`, '-'),
      location: x.location(),
      sku: { name: 'standard' },
      properties: {
        disableLocalAuth: true,
        publicNetworkAccess: publicNetworkAccess(c, x.plan) ? 'Enabled' : 'Disabled',
        enablePurgeProtection: true,
      },
    }),
};

import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { statedName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.AppConfiguration/configurationStores', '2023-03-01', {
      name: statedName(c, 50, 'label') ?? x.unique(`appcs-${azName(c, 30)}`, '-'),
      location: x.location(),
      sku: { name: 'standard' },
      properties: { disableLocalAuth: true, publicNetworkAccess: 'Disabled', enablePurgeProtection: true },
    }),
};

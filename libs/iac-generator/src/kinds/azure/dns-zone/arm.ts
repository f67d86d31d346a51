import { type ArmWriter } from '../../../render/azure/arm-context';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.Network/dnsZones',
      apiVersion: '2018-05-01',
      name: c.attrs.domain ?? 'example.com',
      body: { location: 'global', properties: {} },
    });
  },
};

import { type ArmWriter } from '../../../render/azure/arm-context';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.Network/dnsZones', '2018-05-01', {
      name: c.attrs.domain ?? 'example.com',
      location: 'global',
      properties: {},
    });
  },
};

import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { domain } = decide(c);
    x.resource(c, 'Microsoft.Network/dnsZones', '2018-05-01', {
      name: domain,
      location: 'global',
      properties: {},
    });
  },
};

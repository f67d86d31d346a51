import { type ArmWriter } from '../../../render/azure/arm-context';
import { serviceBusSku } from '../arm/platform';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.ServiceBus/namespaces', '2022-10-01-preview', {
      name: x.unique(`sb-${azName(c, 30)}`, '-'),
      location: x.location(),
      sku: serviceBusSku(c),
      properties: { disableLocalAuth: true, minimumTlsVersion: '1.2' },
    }),
};

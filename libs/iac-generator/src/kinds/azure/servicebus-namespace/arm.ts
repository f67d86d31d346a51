import { type ArmWriter } from '../../../render/azure/arm-context';
import { sameTier } from '../arm/platform';
import { azName } from '../common';
import { decide } from './decide';
import { statedName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { sku, messagingUnits } = decide(c);
    x.resource(c, 'Microsoft.ServiceBus/namespaces', '2022-10-01-preview', {
      name: statedName(c, 50, 'label') ?? x.unique(`sb-${azName(c, 30)}`, '-'),
      location: x.location(),
      sku: { ...sameTier(sku), capacity: messagingUnits },
      properties: { disableLocalAuth: true, minimumTlsVersion: '1.2' },
    });
  },
};

import { type ArmWriter } from '../../../render/azure/arm-context';
import { sameTier } from '../arm/platform';
import { azName } from '../common';
import { decide } from './decide';
import { statedName } from '../naming';
import { publicNetworkAccess } from '../closed-to-public';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { sku, capacity, autoInflate, maxThroughputUnits } = decide(c);
    x.resource(c, 'Microsoft.EventHub/namespaces', '2024-01-01', {
      name: statedName(c, 50, 'label') ?? x.unique(`evhns-${azName(c, 30)}`, '-'),
      location: x.location(),
      sku: { ...sameTier(sku), capacity },
      properties: {
        disableLocalAuth: !c.config.localAuth,
        minimumTlsVersion: '1.2',
        publicNetworkAccess: publicNetworkAccess(c, x.plan) ? 'Enabled' : 'Disabled',
        isAutoInflateEnabled: autoInflate,
        maximumThroughputUnits: maxThroughputUnits,
      },
    });
  },
};

import { type ArmWriter } from '../../../render/azure/arm-context';
import { sameTier } from '../arm/platform';
import { azName } from '../common';
import { eventHubInflate, namedTier } from '../settings';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.EventHub/namespaces', '2024-01-01', {
      name: x.unique(`evhns-${azName(c, 30)}`, '-'),
      location: x.location(),
      sku: {
        ...sameTier(namedTier(c, ['Basic', 'Standard', 'Premium'], 'Standard')),
        capacity: c.attrs.readCapacity ?? 1,
      },
      properties: {
        disableLocalAuth: true,
        minimumTlsVersion: '1.2',
        publicNetworkAccess: 'Disabled',
        isAutoInflateEnabled: eventHubInflate(c).auto_inflate_enabled,
        maximumThroughputUnits: eventHubInflate(c).maximum_throughput_units,
      },
    }),
};

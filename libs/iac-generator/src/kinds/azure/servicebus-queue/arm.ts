import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armLimits } from '../messaging-limits';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, maxDeliveries, sessions, duplicates, duplicateWindow } = decide(c);
    x.resource(c, 'Microsoft.ServiceBus/namespaces/queues', '2022-10-01-preview', {
      name: x.under(c.ref.namespace as Component, 'sb', name),
      properties: {
        maxDeliveryCount: maxDeliveries,
        ...armLimits(c),
        deadLetteringOnMessageExpiration: true,
        requiresSession: sessions,
        requiresDuplicateDetection: duplicates || undefined,
        duplicateDetectionHistoryTimeWindow: duplicates ? duplicateWindow : undefined,
      },
      dependsOn: [x.symbol(c.ref.namespace as Component)],
    });
  },
};

import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armLimits } from '../messaging-limits';
import { entityName } from '../servicebus-entities';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.ServiceBus/namespaces/queues', '2022-10-01-preview', {
      name: x.under(c.ref.namespace as Component, 'sb', entityName(c)),
      properties: {
        maxDeliveryCount: c.attrs.maxReceives ?? 10,
        ...armLimits(c),
        deadLetteringOnMessageExpiration: true,
        requiresSession: c.attrs.sessions,
      },
      dependsOn: [x.symbol(c.ref.namespace as Component)],
    });
  },
};

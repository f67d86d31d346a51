import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armLimits } from '../messaging-limits';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name: topic, subscriptions, delivery } = decide(c);
    x.resource(c, 'Microsoft.ServiceBus/namespaces/topics', '2022-10-01-preview', {
      name: x.under(c.ref.namespace as Component, 'sb', topic),
      properties: {
        maxSizeInMegabytes: armLimits(c).maxSizeInMegabytes,
        defaultMessageTimeToLive: armLimits(c).defaultMessageTimeToLive,
      },
      dependsOn: [x.symbol(c.ref.namespace as Component)],
    });
    for (const name of subscriptions)
      x.resource(
        x.symbol(c, `sub_${name}`),
        'Microsoft.ServiceBus/namespaces/topics/subscriptions',
        '2022-10-01-preview',
        {
          name: x.under(c.ref.namespace as Component, 'sb', topic, name),
          properties: {
            maxDeliveryCount: delivery.maxDeliveries,
            deadLetteringOnMessageExpiration: delivery.deadLetterOnExpiry,
          },
          dependsOn: [x.symbol(c)],
        },
      );
  },
};

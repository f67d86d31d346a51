import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armLimits } from '../messaging-limits';
import { namedSubscriptions } from '../notify';
import { entityName } from '../servicebus-entities';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.ServiceBus/namespaces/topics', '2022-10-01-preview', {
      name: x.under(c.ref.namespace as Component, 'sb', entityName(c)),
      properties: {
        maxSizeInMegabytes: armLimits(c).maxSizeInMegabytes,
        defaultMessageTimeToLive: armLimits(c).defaultMessageTimeToLive,
      },
      dependsOn: [x.symbol(c.ref.namespace as Component)],
    });
    // The subscriptions named in the topic ("a topic with a subscription 'billing'").
    for (const name of namedSubscriptions(c))
      x.resource(
        x.symbol(c, `sub_${name}`),
        'Microsoft.ServiceBus/namespaces/topics/subscriptions',
        '2022-10-01-preview',
        {
          name: x.under(c.ref.namespace as Component, 'sb', entityName(c), name),
          properties: { maxDeliveryCount: 10, deadLetteringOnMessageExpiration: true },
          dependsOn: [x.symbol(c)],
        },
      );
  },
};

import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armLimits } from '../messaging-limits';
import { namedSubscriptions } from '../notify';
import { entityName } from '../servicebus-entities';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.ServiceBus/namespaces/topics',
      apiVersion: '2022-10-01-preview',
      name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'sb'), entityName(c)),
      body: {
        properties: {
          maxSizeInMegabytes: armLimits(c).maxSizeInMegabytes,
          defaultMessageTimeToLive: armLimits(c).defaultMessageTimeToLive,
        },
      },
      dependsOn: [x.symbol(c.ref.namespace as Component)],
    });
    // The subscriptions named in the topic ("a topic with a subscription 'billing'").
    for (const name of namedSubscriptions(c))
      x.add({
        symbol: x.symbol(c, `sub_${name}`),
        type: 'Microsoft.ServiceBus/namespaces/topics/subscriptions',
        apiVersion: '2022-10-01-preview',
        name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'sb'), entityName(c), name),
        body: { properties: { maxDeliveryCount: 10, deadLetteringOnMessageExpiration: true } },
        dependsOn: [x.symbol(c)],
      });
  },
};

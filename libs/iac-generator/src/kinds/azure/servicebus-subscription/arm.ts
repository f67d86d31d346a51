import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { armLimits } from '../messaging-limits';
import { entityName } from '../servicebus-entities';

export const arm: ArmWriter = {
  write: (c, x) => {
    const topic = c.ref.topic as Component;
    const ns = topic.ref.namespace as Component;
    x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.ServiceBus/namespaces/topics/subscriptions',
      apiVersion: '2022-10-01-preview',
      name: x.child(x.nameOf(x.symbol(ns), 'sb'), entityName(topic), azName(c, 50)),
      body: {
        properties: {
          maxDeliveryCount: c.attrs.maxReceives ?? 10,
          lockDuration: armLimits(c).lockDuration,
          defaultMessageTimeToLive: armLimits(c).defaultMessageTimeToLive,
          deadLetteringOnMessageExpiration: true,
          requiresSession: c.attrs.sessions,
        },
      },
      dependsOn: [x.symbol(topic)],
    });
  },
};

import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { armLimits } from '../messaging-limits';
import { entityName } from '../servicebus-entities';

export const arm: ArmWriter = {
  write: (c, x) => {
    const topic = c.ref.topic as Component;
    const ns = topic.ref.namespace as Component;
    x.resource(c, 'Microsoft.ServiceBus/namespaces/topics/subscriptions', '2022-10-01-preview', {
      name: x.under(ns, 'sb', entityName(topic), azName(c, 50)),
      properties: {
        maxDeliveryCount: c.attrs.maxReceives ?? 10,
        lockDuration: armLimits(c).lockDuration,
        defaultMessageTimeToLive: armLimits(c).defaultMessageTimeToLive,
        deadLetteringOnMessageExpiration: true,
        requiresSession: c.attrs.sessions,
      },
      dependsOn: [x.symbol(topic)],
    });
  },
};

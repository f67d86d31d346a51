import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armLimits } from '../messaging-limits';
import { entityName } from '../servicebus-entities';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { topic, name, maxDeliveries, sessions } = decide(c);
    const ns = topic.ref.namespace as Component;
    x.resource(c, 'Microsoft.ServiceBus/namespaces/topics/subscriptions', '2022-10-01-preview', {
      name: x.under(ns, 'sb', entityName(topic), name),
      properties: {
        maxDeliveryCount: maxDeliveries,
        lockDuration: armLimits(c).lockDuration,
        defaultMessageTimeToLive: armLimits(c).defaultMessageTimeToLive,
        deadLetteringOnMessageExpiration: true,
        requiresSession: sessions,
      },
      dependsOn: [x.symbol(topic)],
    });
  },
};

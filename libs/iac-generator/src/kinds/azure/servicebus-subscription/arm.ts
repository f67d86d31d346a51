import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armLimits } from '../messaging-limits';
import { entityName } from '../servicebus-entities';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    const topic = d.topic;
    const ns = topic.ref.namespace as Component;
    x.resource(c, 'Microsoft.ServiceBus/namespaces/topics/subscriptions', '2022-10-01-preview', {
      name: x.under(ns, 'sb', entityName(topic), d.name),
      properties: {
        maxDeliveryCount: d.maxDeliveries,
        lockDuration: armLimits(c).lockDuration,
        defaultMessageTimeToLive: armLimits(c).defaultMessageTimeToLive,
        deadLetteringOnMessageExpiration: true,
        requiresSession: d.sessions,
      },
      dependsOn: [x.symbol(topic)],
    });
  },
};

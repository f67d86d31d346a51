import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { entityName } from '../servicebus-entities';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, filterType, expression } = decide(c);
    const subscription = c.ref.subscription as Component;
    const topic = subscription.ref.topic as Component;
    const ns = topic.ref.namespace as Component;
    x.resource(c, 'Microsoft.ServiceBus/namespaces/topics/subscriptions/rules', '2022-10-01-preview', {
      name: x.under(ns, 'sb', entityName(topic), azName(subscription, 50), name),
      properties: {
        filterType,
        sqlFilter: {
          sqlExpression: x.param(`${x.symbol(c)}SqlFilter`, {
            type: 'string',
            description: expression.description,
            defaultValue: expression.default,
          }),
        },
      },
      dependsOn: [x.symbol(subscription)],
    });
  },
};

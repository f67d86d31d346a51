import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { terraformLimits } from '../messaging-limits';
import { subscriptionsOf } from '../notify';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_servicebus_topic',
  write: (c, x) => {
    const { name: topic, subscriptions: named, delivery } = decide(c);
    const { max_size_in_megabytes, default_message_ttl } = terraformLimits(c);
    x.primary(c, {
      name: topic,
      namespace_id: x.ref(c.ref.namespace as Component),
      max_size_in_megabytes,
      default_message_ttl,
    });
    // A topic delivers to its subscriptions: those named in it, those asked for on their own, else one for its first reader.
    if (!named.length && subscriptionsOf(c, x.plan, 'azure.servicebus_subscription').length) return;
    for (const name of named.length ? named : ['default'])
      x.resource('azurerm_servicebus_subscription', `${c.id}_${name}`.replace(/[^A-Za-z0-9_]+/g, '_'), {
        name,
        topic_id: x.ref(c),
        max_delivery_count: delivery.maxDeliveries,
        dead_lettering_on_message_expiration: delivery.deadLetterOnExpiry,
      });
  },
};

import { type TerraformWriter } from '../../../render/terraform/context';
import { terraformLimits } from '../messaging-limits';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_servicebus_subscription',
  write: (c, x) => {
    const { name, topic, maxDeliveries, sessions } = decide(c);
    x.primary(c, {
      name,
      topic_id: x.ref(topic),
      max_delivery_count: maxDeliveries,
      lock_duration: terraformLimits(c).lock_duration,
      default_message_ttl: terraformLimits(c).default_message_ttl,
      dead_lettering_on_message_expiration: true,
      requires_session: sessions,
    });
  },
};

import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { terraformLimits } from '../messaging-limits';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_servicebus_subscription',
  write: (c, x) =>
    void x.primary(c, {
      name: azName(c, 50),
      topic_id: x.ref(c.ref.topic as Component),
      max_delivery_count: c.attrs.maxReceives ?? 10,
      lock_duration: terraformLimits(c).lock_duration,
      default_message_ttl: terraformLimits(c).default_message_ttl,
      dead_lettering_on_message_expiration: true,
      requires_session: c.attrs.sessions,
    }),
};

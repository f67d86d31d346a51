import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { terraformLimits } from '../messaging-limits';
import { entityName } from '../servicebus-entities';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_servicebus_queue',
  write: (c, x) =>
    void x.primary(c, {
      name: entityName(c),
      namespace_id: x.ref(c.ref.namespace as Component),
      max_delivery_count: c.attrs.maxReceives ?? 10,
      ...terraformLimits(c),
      dead_lettering_on_message_expiration: true,
      requires_duplicate_detection: c.attrs.flags.has('fifo'),
      requires_session: c.attrs.sessions,
    }),
};

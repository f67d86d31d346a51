import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { terraformLimits } from '../messaging-limits';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_servicebus_queue',
  write: (c, x) => {
    const { name, maxDeliveries, sessions, duplicates, duplicateWindow } = decide(c);
    x.primary(c, {
      name,
      namespace_id: x.ref(c.ref.namespace as Component),
      max_delivery_count: maxDeliveries,
      ...terraformLimits(c),
      dead_lettering_on_message_expiration: true,
      requires_duplicate_detection: duplicates,
      duplicate_detection_history_time_window: duplicates ? duplicateWindow : undefined,
      requires_session: sessions,
    });
  },
};

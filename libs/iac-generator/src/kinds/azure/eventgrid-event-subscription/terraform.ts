import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { webhook } from '../terraform/notify';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventgrid_event_subscription',
  write: (c, x) =>
    void x.primary(c, {
      name: azName(c, 64),
      scope: x.ref(c.ref.topic as Component),
      webhook_endpoint: webhook(c, x),
    }),
};

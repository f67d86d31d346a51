import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { webhook } from '../terraform/notify';
import { retryPolicy } from './retry';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventgrid_event_subscription',
  write: (c, x) => {
    const retry = retryPolicy(c);
    x.primary(c, {
      name: azName(c, 64),
      scope: x.ref(c.ref.topic as Component),
      webhook_endpoint: webhook(c, x),
      retry_policy: retry && block({ max_delivery_attempts: retry.attempts, event_time_to_live: retry.minutes }),
    });
  },
};

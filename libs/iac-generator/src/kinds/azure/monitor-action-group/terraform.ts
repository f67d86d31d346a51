import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_monitor_action_group',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: d.name,
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      short_name: d.shortName,
      email_receiver: d.email
        ? block({
            name: 'email',
            email_address:
              d.email.address ??
              x.variable(`${c.id}_email`, {
                type: 'string',
                description: d.email.description,
              }),
            use_common_alert_schema: true,
          })
        : undefined,
      webhook_receiver: d.webhook
        ? block({ name: 'webhook', service_uri: d.webhook, use_common_alert_schema: true })
        : undefined,
      tags: tags(c),
    });
  },
};

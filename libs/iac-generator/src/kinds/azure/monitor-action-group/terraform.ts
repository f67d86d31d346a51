import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_monitor_action_group',
  write: (c, x) => {
    const { name, shortName, email, webhook } = decide(c);
    x.primary(c, {
      name,
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      short_name: shortName,
      email_receiver: email
        ? block({
            name: 'email',
            email_address:
              email.address ??
              x.variable(`${c.id}_email`, {
                type: 'string',
                description: email.description,
              }),
            use_common_alert_schema: true,
          })
        : undefined,
      webhook_receiver: webhook
        ? block({ name: 'webhook', service_uri: webhook, use_common_alert_schema: true })
        : undefined,
      tags: tags(c),
    });
  },
};

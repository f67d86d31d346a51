import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { ownName } from '../naming';
import { shortName, statedEmail, statedUrl } from '../notify';
import { tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_monitor_action_group',
  write: (c, x) => {
    const email = statedEmail(c);
    const url = statedUrl(c);
    x.primary(c, {
      name: ownName(c, 'ag'),
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      short_name: shortName(azName(c)),
      email_receiver:
        email || !url
          ? block({
              name: 'email',
              email_address:
                email ??
                x.variable(`${c.id}_email`, {
                  type: 'string',
                  description: 'Email address the action group notifies',
                }),
              use_common_alert_schema: true,
            })
          : undefined,
      webhook_receiver: url ? block({ name: 'webhook', service_uri: url, use_common_alert_schema: true }) : undefined,
      tags: tags(c),
    });
  },
};

import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { globalName, placed, tags } from '../terraform/common';
import { webhook } from '../terraform/notify';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventgrid_topic',
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.primary(
      c,
      {
        name: globalName(c, x, 50, 'label'),
        ...placed(c, x),
        local_auth_enabled: false,
        public_network_access_enabled: d.publicAccess,
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      },
      'Publishers sign in with Entra ID (access keys off).',
    );
    if (d.webhook)
      x.resource('azurerm_eventgrid_event_subscription', c.id, {
        name: d.webhook.name,
        scope: x.ref(c),
        webhook_endpoint: webhook(c, x),
      });
  },
};

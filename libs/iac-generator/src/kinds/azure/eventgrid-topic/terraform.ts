import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { statedUrl, subscriptionsOf } from '../notify';
import { globalName, placed, tags } from '../terraform/common';
import { webhook } from '../terraform/notify';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventgrid_topic',
  write: (c, x) => {
    x.primary(
      c,
      {
        name: globalName(c, x, 50),
        ...placed(c, x),
        local_auth_enabled: false,
        public_network_access_enabled: c.attrs.flags.has('public'),
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      },
      'Publishers sign in with Entra ID (access keys off).',
    );
    // An endpoint stated with the topic itself is its subscription's.
    if (statedUrl(c) && !subscriptionsOf(c, x.plan, 'azure.eventgrid_event_subscription').length)
      x.resource('azurerm_eventgrid_event_subscription', c.id, {
        name: `${azName(c, 40)}-webhook`,
        scope: x.ref(c),
        webhook_endpoint: webhook(c, x),
      });
  },
};

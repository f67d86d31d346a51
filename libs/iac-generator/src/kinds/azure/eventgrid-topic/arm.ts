import { type ArmWriter } from '../../../render/azure/arm-context';
import { eventSubscription } from '../arm/notify';
import { azName } from '../common';
import { statedUrl, subscriptionsOf } from '../notify';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.EventGrid/topics', '2022-06-15', {
      name: x.unique(`evgt-${azName(c, 30)}`, '-'),
      location: x.location(),
      identity: { type: 'SystemAssigned' },
      properties: {
        disableLocalAuth: true,
        publicNetworkAccess: c.attrs.flags.has('public') ? 'Enabled' : 'Disabled',
        inputSchema: 'EventGridSchema',
      },
    });
    // An endpoint stated with the topic itself is its subscription's.
    if (statedUrl(c) && !subscriptionsOf(c, x.plan, 'azure.eventgrid_event_subscription').length)
      eventSubscription(c, x, c, `${azName(c, 40)}-webhook`, x.symbol(c, 'webhook'));
  },
};

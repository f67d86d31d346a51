import { type ArmWriter } from '../../../render/azure/arm-context';
import { eventSubscription } from '../arm/notify';
import { azName } from '../common';
import { decide } from './decide';
import { statedName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { publicAccess, webhook } = decide(c, x.plan);
    x.resource(c, 'Microsoft.EventGrid/topics', '2022-06-15', {
      name: statedName(c, 50, 'label') ?? x.unique(`evgt-${azName(c, 30)}`, '-'),
      location: x.location(),
      identity: { type: 'SystemAssigned' },
      properties: {
        disableLocalAuth: true,
        publicNetworkAccess: publicAccess ? 'Enabled' : 'Disabled',
        inputSchema: 'EventGridSchema',
      },
    });
    if (webhook) eventSubscription(c, x, c, webhook.name, x.symbol(c, 'webhook'));
  },
};

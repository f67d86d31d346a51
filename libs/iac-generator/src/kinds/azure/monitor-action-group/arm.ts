import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, shortName, email, webhook } = decide(c);
    x.resource(c, 'Microsoft.Insights/actionGroups', '2023-01-01', {
      name,
      location: 'Global',
      tags: x.tags(c),
      properties: {
        groupShortName: shortName,
        enabled: true,
        emailReceivers: email
          ? [
              {
                name: 'email',
                emailAddress:
                  email.address ??
                  x.param(`${x.symbol(c)}Email`, {
                    type: 'string',
                    description: email.description,
                  }),
                useCommonAlertSchema: true,
              },
            ]
          : undefined,
        webhookReceivers: webhook ? [{ name: 'webhook', serviceUri: webhook, useCommonAlertSchema: true }] : undefined,
      },
    });
  },
};

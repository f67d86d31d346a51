import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.resource(c, 'Microsoft.Insights/actionGroups', '2023-01-01', {
      name: d.name,
      location: 'Global',
      tags: x.tags(c),
      properties: {
        groupShortName: d.shortName,
        enabled: true,
        emailReceivers: d.email
          ? [
              {
                name: 'email',
                emailAddress:
                  d.email.address ??
                  x.param(`${x.symbol(c)}Email`, {
                    type: 'string',
                    description: d.email.description,
                  }),
                useCommonAlertSchema: true,
              },
            ]
          : undefined,
        webhookReceivers: d.webhook
          ? [{ name: 'webhook', serviceUri: d.webhook, useCommonAlertSchema: true }]
          : undefined,
      },
    });
  },
};

import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { ownName } from '../naming';
import { shortName, statedEmail, statedUrl } from '../notify';

export const arm: ArmWriter = {
  write: (c, x) => {
    const email = statedEmail(c);
    const url = statedUrl(c);
    x.resource(c, 'Microsoft.Insights/actionGroups', '2023-01-01', {
      name: ownName(c, 'ag'),
      location: 'Global',
      tags: x.tags(c),
      properties: {
        groupShortName: shortName(azName(c)),
        enabled: true,
        emailReceivers:
          email || !url
            ? [
                {
                  name: 'email',
                  emailAddress:
                    email ??
                    x.param(`${x.symbol(c)}Email`, {
                      type: 'string',
                      description: 'Email address the action group notifies',
                    }),
                  useCommonAlertSchema: true,
                },
              ]
            : undefined,
        webhookReceivers: url ? [{ name: 'webhook', serviceUri: url, useCommonAlertSchema: true }] : undefined,
      },
    });
  },
};

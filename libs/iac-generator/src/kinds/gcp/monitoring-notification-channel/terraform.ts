import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, labels, project } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_monitoring_notification_channel',
  write: (c, x) => {
    const to = c.attrs.subscriptionEndpoint;
    const email = to?.protocol === 'email' ? to.address : undefined;
    x.primary(c, {
      project: project(x),
      display_name: `Email ${email ?? gName(c)}`,
      type: 'email',
      labels: {
        email_address:
          email ?? x.variable(`${c.id}_email`, { type: 'string', description: 'Address the alerts are emailed to' }),
      },
      user_labels: labels(c),
    });
  },
};

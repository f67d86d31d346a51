import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_consumption_budget_subscription',
  write: (c, x) => {
    const { name, amount, grain, threshold, operator, contact } = decide(c);
    x.data('azurerm_subscription', 'current', {});
    x.primary(
      c,
      {
        name,
        subscription_id: expr('data.azurerm_subscription.current.id'),
        amount:
          amount ??
          x.variable(`${c.id}_amount`, { type: 'number', description: 'Budget amount in the billing currency' }),
        time_grain: grain,
        // A budget starts on the first of a month; the start is kept once created.
        time_period: block({ start_date: expr(`formatdate("YYYY-MM-01'T'00:00:00Z", timestamp())`) }),
        notification: block({
          enabled: true,
          threshold,
          operator,
          threshold_type: 'Actual',
          contact_emails: contact.emails,
          contact_roles: contact.roles,
        }),
        lifecycle: block({ ignore_changes: [expr('time_period')] }),
      },
      'Notifies when actual spend reaches the threshold.',
    );
  },
};

import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_consumption_budget_subscription',
  write: (c, x) => {
    const d = decide(c);
    x.data('azurerm_subscription', 'current', {});
    x.primary(
      c,
      {
        name: d.name,
        subscription_id: expr('data.azurerm_subscription.current.id'),
        amount:
          d.amount ??
          x.variable(`${c.id}_amount`, { type: 'number', description: 'Budget amount in the billing currency' }),
        time_grain: d.grain,
        // A budget starts on the first of a month; the start is kept once created.
        time_period: block({ start_date: expr(`formatdate("YYYY-MM-01'T'00:00:00Z", timestamp())`) }),
        notification: block({
          enabled: true,
          threshold: d.threshold,
          operator: d.operator,
          threshold_type: 'Actual',
          contact_emails: d.contact.emails,
          contact_roles: d.contact.roles,
        }),
        lifecycle: block({ ignore_changes: [expr('time_period')] }),
      },
      'Notifies when actual spend reaches the threshold.',
    );
  },
};

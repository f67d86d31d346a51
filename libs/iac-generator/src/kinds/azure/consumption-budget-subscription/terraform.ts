import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ownName } from '../naming';
import { budgetThreshold, statedEmail } from '../notify';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_consumption_budget_subscription',
  write: (c, x) => {
    x.data('azurerm_subscription', 'current', {});
    const email = statedEmail(c);
    x.primary(
      c,
      {
        name: ownName(c, 'budget'),
        subscription_id: expr('data.azurerm_subscription.current.id'),
        amount:
          c.attrs.amount ??
          x.variable(`${c.id}_amount`, { type: 'number', description: 'Budget amount in the billing currency' }),
        time_grain: c.attrs.timeGrain ?? 'Monthly',
        // A budget starts on the first of a month; the start is kept once created.
        time_period: block({ start_date: expr(`formatdate("YYYY-MM-01'T'00:00:00Z", timestamp())`) }),
        notification: block({
          enabled: true,
          threshold: budgetThreshold(c),
          operator: 'GreaterThanOrEqualTo',
          threshold_type: 'Actual',
          contact_emails: email ? [email] : undefined,
          // With no address stated, the subscription's owners are told.
          contact_roles: email ? undefined : ['Owner'],
        }),
        lifecycle: block({ ignore_changes: [expr('time_period')] }),
      },
      'Notifies when actual spend reaches the threshold.',
    );
  },
};

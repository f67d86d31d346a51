import { type Component } from '../../../model/types';
import { type Kind } from '../../kind';
import { azName } from '../common';

export const kind: Kind = {
  kind: 'azure.servicebus_subscription_rule',
  label: 'filter',
  title: 'Service Bus subscription rule',
  needs: (c, plan) => {
    // A rule filters what one subscription receives: the one asked for, else one added for it (with its topic).
    c.ref.subscription = plan.ensure('azure.servicebus_subscription', 'a rule filters what a subscription receives', {
      label: 'main',
    });
  },
};

/** What a rule is, once for every format: a SQL filter whose expression the deployer supplies. */
export function decide(c: Component) {
  return {
    name: azName(c, 50),
    filterType: 'SqlFilter' as const,
    // The expression is the deployer's ("priority = 'high'"); until given, the rule lets every message through.
    expression: { name: `${c.id}_sql_filter`, description: 'SQL filter of the subscription rule', default: '1=1' },
  };
}

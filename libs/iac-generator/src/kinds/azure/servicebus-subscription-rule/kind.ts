import { type Kind } from '../../kind';

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

import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'azure.servicebus_subscription',
  label: 'main',
  title: 'Service Bus subscription',
  needs: (c, plan) => {
    // A subscription receives from a topic: the one asked for, else one added for it.
    const topic =
      plan.first('azure.servicebus_topic') ??
      plan.add('azure.servicebus_topic', { implicit: 'subscriptions receive from a topic', label: 'main' });
    c.ref.topic = topic;
  },
};

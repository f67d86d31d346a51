import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  // A subscription receives from a topic: the one asked for, else one added for it.
  const topic =
    plan.first('azure.servicebus_topic') ??
    plan.add('azure.servicebus_topic', { implicit: 'subscriptions receive from a topic', label: 'main' });
  c.ref.topic = topic;
};

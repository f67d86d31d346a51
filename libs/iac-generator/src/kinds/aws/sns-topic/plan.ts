import { type Needs } from '../../../plan/needs';
import { kmsFor } from '../common';
import { existingLookup } from '../../../model/existing';

export const needs: Needs = (c, plan) => {
  // An existing topic keeps its own key: only its deliveries to what this request creates are planned.
  if (!existingLookup(c)) kmsFor(c, plan);
  // The topic delivers to what the request has: the function, else the queue, else an email address.
  const fn = plan.first('aws.lambda_function');
  const queue = plan.first('aws.sqs_queue');
  c.config.subscriber = fn ? 'lambda' : queue ? 'sqs' : 'email';
  c.ref.subscriber = fn ?? queue;
  if (fn && !plan.all('aws.lambda_permission').some((p) => p.config.principal === 'sns.amazonaws.com'))
    plan.add('aws.lambda_permission', {
      implicit: 'lets the topic invoke the function it delivers to',
      label: `${fn.id}_sns`,
      config: { principal: 'sns.amazonaws.com' },
    }).ref.fn = fn;
};
needs.forExisting = true;

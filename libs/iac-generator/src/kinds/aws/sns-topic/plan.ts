import { type Needs } from '../../../plan/needs';
import { kmsFor } from '../common';
import { existingLookup } from '../../../model/existing';

const DELIVERS =
  /\b(?:subscrib\w*|deliver\w*|fans?[-\s]?out|forward\w*)\b[^.;]{0,40}\b(?:queues?|functions?|lambdas?|sqs)\b|\b(?:queues?|functions?|lambdas?|sqs)\b[^.;]{0,40}\bsubscri\w*/i;
const AWS_PUBLISHERS = ['aws.cloudwatch_metric_alarm', 'aws.cloudwatch_event_rule', 'aws.s3_bucket_notification'];

export const needs: Needs = (c, plan) => {
  // An existing topic keeps its own key: only its deliveries to what this request creates are planned.
  // The AWS-managed key asked for (aws/sns) is the service's own: no key of the request's.
  // CloudWatch alarms, EventBridge rules and S3 notifications cannot publish to a topic under the AWS-managed
  // aws/sns key (its policy cannot grant them): with one of them in the request the topic takes a key of its own.
  if (!existingLookup(c) && !c.attrs.flags.has('awsManagedKey')) {
    if (AWS_PUBLISHERS.some((k) => plan.has(k)) && !plan.first('aws.kms_key'))
      plan.ensure(
        'aws.kms_key',
        'a customer-managed key: alarms, EventBridge and S3 cannot publish to a topic under the AWS-managed key',
        { label: 'main' },
      );
    kmsFor(c, plan);
  }
  // The topic delivers to what the request has: the function, else the queue, else an email address.
  // A standard topic cannot deliver to a FIFO queue (a FIFO topic delivers to both, its own kind
  // first): with only FIFO queues for a standard topic no subscription is written (the answer says
  // why: kind.json `conflicts`), never one that fails at deploy.
  // A topic the request's alarms notify is where people hear of them: it delivers to the request's
  // function or queue only when the request says it should ("subscribe the queue", "fans out to").
  const notifiesOnly = plan.has('aws.cloudwatch_metric_alarm') && !plan.phrases.some((p) => DELIVERS.test(p));
  const fn = notifiesOnly ? undefined : plan.first('aws.lambda_function');
  const fifo = c.attrs.flags.has('fifo');
  const queuesHad = plan.all('aws.sqs_queue').filter((q) => !q.config.deadLetterOf);
  // Beside an EventBridge rule, a queue is what the rule delivers to ("point the rule at a queue instead of
  // the topic"): the topic subscribes it only when the request says so.
  const ruleFeeds = plan.has('aws.cloudwatch_event_rule') && !plan.phrases.some((p) => DELIVERS.test(p));
  const queues = notifiesOnly || ruleFeeds ? [] : queuesHad;
  const queue = queues.find((q) => q.attrs.flags.has('fifo') === fifo) ?? (fifo ? queues[0] : undefined);
  // A subscription the request took away (a follow-up's "drop the email sub") is not written by default either.
  // An existing topic has its subscribers already: none is invented for it.
  const none = (!notifiesOnly && queuesHad.length) || c.attrs.off?.includes('subscription') || !!existingLookup(c);
  c.config.subscriber = fn ? 'lambda' : queue ? 'sqs' : none ? 'none' : 'email';
  c.ref.subscriber = fn ?? queue;
  if (fn && !plan.all('aws.lambda_permission').some((p) => p.config.principal === 'sns.amazonaws.com'))
    plan.add('aws.lambda_permission', {
      implicit: 'lets the topic invoke the function it delivers to',
      label: `${fn.id}_sns`,
      config: { principal: 'sns.amazonaws.com' },
    }).ref.fn = fn;
};
needs.forExisting = true;

import { type HclValue } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { jsonPolicy } from '../terraform/common';
import { decide } from './decide';

/** A policy letting one AWS service do one action on a resource, only on behalf of the source the condition names. */
const serviceMay = (service: string, action: string, resource: HclValue, condition: Record<string, HclValue>) =>
  jsonPolicy([
    { Effect: 'Allow', Principal: { Service: service }, Action: action, Resource: resource, Condition: condition },
  ]);

export const terraform: TerraformWriter = {
  resourceType: 'aws_sns_topic',
  write: (c, x) => {
    // A FIFO topic's name ends in .fifo.
    const fifo = decide(c).fifo;
    x.primary(c, {
      name: `${givenName(c).replace(/\.fifo$/, '')}${fifo ? '.fifo' : ''}`,
      fifo_topic: fifo,
      // The AWS-managed key when asked (no key of the request's own is planned then), else the topic's own key.
      kms_master_key_id:
        c.attrs.flags.has('awsManagedKey') || !c.ref.kms ? 'alias/aws/sns' : x.ref(c.ref.kms as Component, 'id'),
    });
    const bucket = x.plan.first('aws.s3_bucket');
    if (c.config.publisher === 's3' && bucket) {
      x.resource('aws_sns_topic_policy', c.id, {
        arn: x.ref(c, 'arn'),
        policy: serviceMay('s3.amazonaws.com', 'SNS:Publish', x.ref(c, 'arn'), {
          ArnLike: { 'aws:SourceArn': x.ref(bucket, 'arn') },
        }),
      });
    }
    deliveries(c, x);
  },
  referred: (c, x) => deliveries(c, x),
};

/** Its subscriptions, and the queue policy letting it deliver: a new topic's, or an existing one's to new queues. */
function deliveries(c: Component, x: TfContext): void {
  const d = decide(c);
  const target = d.target;
  if (target && (d.protocol === 'lambda' || d.protocol === 'sqs'))
    x.resource('aws_sns_topic_subscription', c.id, {
      topic_arn: x.ref(c, 'arn'),
      protocol: d.protocol,
      endpoint: x.ref(target, 'arn'),
      raw_message_delivery: d.rawToQueue,
    });
  if (target && d.protocol === 'sqs')
    x.resource(
      'aws_sqs_queue_policy',
      `${target.id}_from_${c.id}`,
      {
        queue_url: x.ref(target, 'id'),
        policy: serviceMay('sns.amazonaws.com', 'sqs:SendMessage', x.ref(target, 'arn'), {
          ArnEquals: { 'aws:SourceArn': x.ref(c, 'arn') },
        }),
      },
      'Only this topic may deliver to the queue.',
    );
  const stated = d.statedSubscription;
  if (stated)
    x.resource('aws_sns_topic_subscription', target ? `${c.id}_${stated.protocol}` : c.id, {
      topic_arn: x.ref(c, 'arn'),
      protocol: stated.protocol,
      raw_message_delivery: stated.raw,
      endpoint:
        stated.address ??
        x.variable('notification_email', {
          type: 'string',
          description: 'Address that receives the notifications (confirm the subscription by email)',
        }),
    });
}

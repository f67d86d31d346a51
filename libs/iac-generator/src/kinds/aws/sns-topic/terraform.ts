import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { jsonPolicy } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sns_topic',
  write: (c, x) => {
    x.primary(c, { name: givenName(c), kms_master_key_id: x.ref(c.ref.kms as Component, 'id') });
    const bucket = x.plan.first('aws.s3_bucket');
    if (c.config.publisher === 's3' && bucket) {
      x.resource('aws_sns_topic_policy', c.id, {
        arn: x.ref(c, 'arn'),
        policy: jsonPolicy([
          {
            Effect: 'Allow',
            Principal: { Service: 's3.amazonaws.com' },
            Action: 'SNS:Publish',
            Resource: x.ref(c, 'arn'),
            Condition: { ArnLike: { 'aws:SourceArn': x.ref(bucket, 'arn') } },
          },
        ]),
      });
    }
    const target = c.ref.subscriber as Component | undefined;
    if (target && c.config.subscriber === 'lambda')
      x.resource('aws_sns_topic_subscription', c.id, {
        topic_arn: x.ref(c, 'arn'),
        protocol: 'lambda',
        endpoint: x.ref(target, 'arn'),
      });
    else if (target && c.config.subscriber === 'sqs') {
      x.resource('aws_sns_topic_subscription', c.id, {
        topic_arn: x.ref(c, 'arn'),
        protocol: 'sqs',
        endpoint: x.ref(target, 'arn'),
        raw_message_delivery: c.attrs.flags.has('rawDelivery') || undefined,
      });
      x.resource(
        'aws_sqs_queue_policy',
        `${target.id}_from_${c.id}`,
        {
          queue_url: x.ref(target, 'id'),
          policy: jsonPolicy([
            {
              Effect: 'Allow',
              Principal: { Service: 'sns.amazonaws.com' },
              Action: 'sqs:SendMessage',
              Resource: x.ref(target, 'arn'),
              Condition: { ArnEquals: { 'aws:SourceArn': x.ref(c, 'arn') } },
            },
          ]),
        },
        'Only this topic may deliver to the queue.',
      );
    }
    // An address or URL the request gives is subscribed as given; with nothing else to deliver to, an email variable.
    const stated = c.attrs.subscriptionEndpoint;
    if (stated || !target)
      x.resource('aws_sns_topic_subscription', target ? `${c.id}_${stated?.protocol}` : c.id, {
        topic_arn: x.ref(c, 'arn'),
        protocol: stated?.protocol ?? 'email',
        // Raw delivery applies to HTTP(S) endpoints, never to email.
        raw_message_delivery: (stated?.protocol !== 'email' && stated && c.attrs.flags.has('rawDelivery')) || undefined,
        endpoint:
          stated?.address ??
          x.variable('notification_email', {
            type: 'string',
            description: 'Address that receives the notifications (confirm the subscription by email)',
          }),
      });
  },
};

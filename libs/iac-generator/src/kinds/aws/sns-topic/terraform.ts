import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { jsonPolicy } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sns_topic',
  write: (c, x) => {
    const d = decide(c);
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
    const target = d.target;
    if (target && d.protocol === 'lambda')
      x.resource('aws_sns_topic_subscription', c.id, {
        topic_arn: x.ref(c, 'arn'),
        protocol: 'lambda',
        endpoint: x.ref(target, 'arn'),
      });
    else if (target && d.protocol === 'sqs') {
      x.resource('aws_sns_topic_subscription', c.id, {
        topic_arn: x.ref(c, 'arn'),
        protocol: 'sqs',
        endpoint: x.ref(target, 'arn'),
        raw_message_delivery: d.rawToQueue,
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
  },
};

import { type CfnContext, type CloudFormationWriter } from '../../../render/cloudformation/context';
import { type Component } from '../../../model/types';
import { cfnName, kmsArn, tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::SNS::Topic',
      Properties: {
        // A FIFO topic's name ends in .fifo.
        TopicName: c.name
          ? decide(c).fifo
            ? `${cfnName(c, 251).replace(/-fifo$/, '')}.fifo`
            : cfnName(c, 256)
          : undefined,
        FifoTopic: decide(c).fifo,
        KmsMasterKeyId: (!c.attrs.flags.has('awsManagedKey') && kmsArn(c, x)) || 'alias/aws/sns',
        Tags: tags(c),
      },
    });
    deliveries(c, x);
  },
  referred: (c, x) => deliveries(c, x),
};

/** Its subscriptions, and the queue policy letting it deliver: a new topic's, or an existing one's to new queues. */
function deliveries(c: Component, x: CfnContext): void {
  // The topic delivers to what the request has: the function, else the queue, else an email address.
  const { target, protocol, statedSubscription: stated, rawToQueue } = decide(c);
  if (target)
    x.add(x.id(c, 'Subscription'), {
      Type: 'AWS::SNS::Subscription',
      Properties: {
        TopicArn: x.ref(c),
        Protocol: protocol,
        Endpoint: x.att(target, 'Arn'),
        RawMessageDelivery: rawToQueue,
      },
    });
  if (stated)
    x.add(x.id(c, target ? 'StatedSubscription' : 'Subscription'), {
      Type: 'AWS::SNS::Subscription',
      Properties: {
        TopicArn: x.ref(c),
        Protocol: stated.protocol,
        RawMessageDelivery: stated.raw,
        Endpoint:
          stated.address ??
          x.parameter('NotificationEmail', {
            Type: 'String',
            Description: 'Address that receives the notifications (confirm the subscription by email)',
          }),
      },
    });
  if (target && protocol === 'sqs')
    x.add(x.id(c, 'QueuePolicy'), {
      Type: 'AWS::SQS::QueuePolicy',
      Properties: {
        Queues: [x.ref(target)],
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: { Service: 'sns.amazonaws.com' },
              Action: 'sqs:SendMessage',
              Resource: x.att(target, 'Arn'),
              Condition: { ArnEquals: { 'aws:SourceArn': x.ref(c) } },
            },
          ],
        },
      },
    });
}

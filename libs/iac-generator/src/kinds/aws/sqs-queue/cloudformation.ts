import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const fifo = c.attrs.flags.has('fifo');
    const first = x.plan.first('aws.sqs_queue') === c;
    const dlq =
      (c.attrs.flags.has('dlq') || c.attrs.maxReceives !== undefined) && first
        ? x.add(x.id(c, 'DeadLetter'), {
            Type: 'AWS::SQS::Queue',
            Properties: { FifoQueue: fifo || undefined, MessageRetentionPeriod: 1209600, SqsManagedSseEnabled: true },
          })
        : undefined;
    x.add(x.id(c), {
      Type: 'AWS::SQS::Queue',
      Properties: {
        QueueName: c.name
          ? `${givenName(c)
              .replace(/[^A-Za-z0-9_-]/g, '-')
              .slice(0, 75)}${fifo ? '.fifo' : ''}`
          : undefined,
        FifoQueue: fifo || undefined,
        ContentBasedDeduplication: fifo && c.attrs.flags.has('contentDedup') ? true : undefined,
        SqsManagedSseEnabled: true,
        VisibilityTimeout: c.attrs.timeoutSeconds ?? 180,
        MessageRetentionPeriod: c.attrs.retentionDays ? Math.min(14, c.attrs.retentionDays) * 86400 : undefined,
        RedrivePolicy: dlq
          ? { deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] }, maxReceiveCount: c.attrs.maxReceives ?? 5 }
          : undefined,
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Url`, x.ref(c), `URL of queue ${givenName(c)}`);
  },
};

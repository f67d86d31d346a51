import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { decide } from './decide';

/** The name a request gave, in the characters SQS takes (FIFO queues end in .fifo), or none. */
const queueName = (c: Component, fifo: boolean | undefined) =>
  c.name
    ? `${givenName(c)
        .replace(/[^A-Za-z0-9_-]/g, '-')
        .slice(0, 75)}${fifo ? '.fifo' : ''}`
    : undefined;

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    // A queue that is another's dead-letter queue: kept 14 days unless a retention is stated for it, no redrive of its own.
    if (d.of) {
      x.add(x.id(c), {
        Type: 'AWS::SQS::Queue',
        Properties: {
          QueueName: queueName(c, d.fifo),
          FifoQueue: d.fifo,
          MessageRetentionPeriod: d.retentionSeconds ?? d.deadLetterRetentionSeconds,
          SqsManagedSseEnabled: true,
          Tags: tags(c),
        },
      });
      return;
    }
    const dlq = d.stated
      ? x.id(d.stated)
      : d.deadLetter
        ? x.add(x.id(c, 'DeadLetter'), {
            Type: 'AWS::SQS::Queue',
            Properties: {
              FifoQueue: d.fifo,
              MessageRetentionPeriod: d.deadLetterRetentionSeconds,
              SqsManagedSseEnabled: true,
            },
          })
        : undefined;
    x.add(x.id(c), {
      Type: 'AWS::SQS::Queue',
      Properties: {
        QueueName: queueName(c, d.fifo),
        FifoQueue: d.fifo,
        ContentBasedDeduplication: d.contentDedup,
        SqsManagedSseEnabled: true,
        VisibilityTimeout: c.attrs.timeoutSeconds ?? 180,
        DelaySeconds: c.attrs.delaySeconds,
        MessageRetentionPeriod: d.retentionSeconds,
        RedrivePolicy: dlq
          ? { deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] }, maxReceiveCount: d.maxReceives }
          : undefined,
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Url`, x.ref(c), `URL of queue ${givenName(c)}`);
  },
};

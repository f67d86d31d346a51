import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sqs_queue',
  write: (c, x) => {
    const d = decide(c, x.plan);
    const suffix = d.fifo ? '.fifo' : '';
    const dlq = d.deadLetter
      ? x.resource(
          'aws_sqs_queue',
          `${c.id}_dlq`,
          {
            name: `${givenName(c)}-dlq${suffix}`,
            fifo_queue: d.fifo,
            sqs_managed_sse_enabled: true,
            message_retention_seconds: d.deadLetterRetentionSeconds,
          },
          'Messages that keep failing land here instead of being lost.',
        )
      : undefined;
    x.primary(c, {
      name: `${givenName(c)}${suffix}`,
      fifo_queue: d.fifo,
      content_based_deduplication: d.contentDedup,
      sqs_managed_sse_enabled: true,
      visibility_timeout_seconds: c.attrs.timeoutSeconds ?? 60,
      message_retention_seconds: d.retentionSeconds,
      redrive_policy: dlq
        ? expr(`jsonencode({ deadLetterTargetArn = ${dlq}.arn, maxReceiveCount = ${d.maxReceives} })`)
        : undefined,
    });
    x.output(`${c.id}_queue_url`, x.ref(c, 'url'), `URL of queue ${givenName(c)}`);
  },
};

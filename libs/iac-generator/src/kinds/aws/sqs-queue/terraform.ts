import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sqs_queue',
  write: (c, x) => {
    const fifo = c.attrs.flags.has('fifo');
    const suffix = fifo ? '.fifo' : '';
    // A dead-letter queue only when the request asked for one (or for how many receives before it).
    const dlq =
      (c.attrs.flags.has('dlq') || c.attrs.maxReceives !== undefined) && x.plan.first('aws.sqs_queue') === c
        ? x.resource(
            'aws_sqs_queue',
            `${c.id}_dlq`,
            {
              name: `${givenName(c)}-dlq${suffix}`,
              fifo_queue: fifo || undefined,
              sqs_managed_sse_enabled: true,
              message_retention_seconds: 1209600,
            },
            'Messages that keep failing land here instead of being lost.',
          )
        : undefined;
    x.primary(c, {
      name: `${givenName(c)}${suffix}`,
      fifo_queue: fifo || undefined,
      content_based_deduplication: fifo && c.attrs.flags.has('contentDedup') ? true : undefined,
      sqs_managed_sse_enabled: true,
      visibility_timeout_seconds: c.attrs.timeoutSeconds ?? 60,
      message_retention_seconds: c.attrs.retentionDays ? Math.min(14, c.attrs.retentionDays) * 86400 : undefined,
      redrive_policy: dlq
        ? expr(`jsonencode({ deadLetterTargetArn = ${dlq}.arn, maxReceiveCount = ${c.attrs.maxReceives ?? 5} })`)
        : undefined,
    });
    x.output(`${c.id}_queue_url`, x.ref(c, 'url'), `URL of queue ${givenName(c)}`);
  },
};

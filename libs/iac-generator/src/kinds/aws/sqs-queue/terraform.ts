import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sqs_queue',
  write: (c, x) => {
    const d = decide(c, x.plan);
    const suffix = d.fifo ? '.fifo' : '';
    // A queue that is another's dead-letter queue: named after it unless named, kept 14 days unless a
    // retention is stated for it (it was read, so it is written), no redrive.
    if (d.of) {
      x.primary(
        c,
        {
          name: c.name ? `${givenName(c)}${suffix}` : `${givenName(d.of)}-dlq${suffix}`,
          fifo_queue: d.fifo,
          sqs_managed_sse_enabled: true,
          message_retention_seconds: d.retentionSeconds ?? d.deadLetterRetentionSeconds,
        },
        'Messages that keep failing land here instead of being lost.',
      );
      return;
    }
    const dlq = d.stated
      ? x.addr(d.stated)
      : d.deadLetter
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
      delay_seconds: c.attrs.delaySeconds,
      message_retention_seconds: d.retentionSeconds,
      redrive_policy: dlq
        ? expr(`jsonencode({ deadLetterTargetArn = ${dlq}.arn, maxReceiveCount = ${d.maxReceives} })`)
        : undefined,
    });
    x.output(`${c.id}_queue_url`, x.ref(c, 'url'), `URL of queue ${givenName(c)}`);
  },
};

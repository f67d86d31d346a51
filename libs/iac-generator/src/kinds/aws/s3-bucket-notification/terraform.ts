import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bucketFeature } from '../terraform/storage';

/**
 * S3 checks a function destination when the notification is put, and refuses it ("Unable to validate
 * the following destination configurations") until S3 may invoke the function: the notification
 * waits for that permission, as the CloudFormation writer's bucket does.
 */
export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_notification', (c, bucket, x) => {
  const topic = x.plan.first('aws.sns_topic');
  const fn = x.plan.first('aws.lambda_function');
  const queue = x.plan.first('aws.sqs_queue');
  const events = ['s3:ObjectCreated:*'];
  // The objects the request said the events are about (their key's prefix and suffix).
  const filter = { filter_prefix: c.attrs.keyPrefix, filter_suffix: c.attrs.keySuffix };
  const invoke =
    !topic && !queue && fn
      ? x.plan.all('aws.lambda_permission').find((p) => p.config.principal === 's3.amazonaws.com')
      : undefined;
  return {
    bucket: expr(bucket),
    topic: topic ? block({ topic_arn: x.ref(topic, 'arn'), events, ...filter }) : undefined,
    queue: !topic && queue ? block({ queue_arn: x.ref(queue, 'arn'), events, ...filter }) : undefined,
    lambda_function:
      !topic && !queue && fn ? block({ lambda_function_arn: x.ref(fn, 'arn'), events, ...filter }) : undefined,
    depends_on: invoke ? [expr(x.addr(invoke))] : undefined,
  };
});

import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bucketFeature } from '../terraform/storage';

export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_notification', (c, bucket, x) => {
  const topic = x.plan.first('aws.sns_topic');
  const fn = x.plan.first('aws.lambda_function');
  const queue = x.plan.first('aws.sqs_queue');
  const events = ['s3:ObjectCreated:*'];
  return {
    bucket: expr(bucket),
    topic: topic
      ? block({ topic_arn: x.ref(topic, 'arn'), events, filter_suffix: c.config.suffix as string | undefined })
      : undefined,
    queue: !topic && queue ? block({ queue_arn: x.ref(queue, 'arn'), events }) : undefined,
    lambda_function: !topic && !queue && fn ? block({ lambda_function_arn: x.ref(fn, 'arn'), events }) : undefined,
  };
});

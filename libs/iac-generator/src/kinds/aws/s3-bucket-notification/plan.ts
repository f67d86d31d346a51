import { type Needs } from '../../../plan/needs';
import { bucketOf } from '../storage';

export const needs: Needs = (c, plan) => {
  bucketOf(c, plan);
  if (!plan.has('aws.sns_topic') && !plan.has('aws.sqs_queue') && !plan.has('aws.lambda_function'))
    plan.add('aws.sns_topic', { implicit: 'receives the bucket events', label: 'bucket_events' });
  const topic = plan.first('aws.sns_topic');
  if (topic) topic.config.publisher = 's3';
};

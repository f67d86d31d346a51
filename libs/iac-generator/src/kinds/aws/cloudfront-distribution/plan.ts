import { type Needs } from '../../../plan/needs';

/**
 * The origin is what the request names: a load balancer asked for or given ("in front of our
 * existing ALB") is served through the distribution as it is; only with no such origin, or with a
 * bucket asked for, is the content a bucket only CloudFront may read.
 */
export const needs: Needs = (c, plan) => {
  const lb = plan.first('aws.lb');
  if (lb && !plan.all('aws.s3_bucket').some((b) => !b.implicit)) {
    c.ref.lb = lb;
    return;
  }
  c.ref.bucket = plan.ensure('aws.s3_bucket', 'the origin holding the content', { label: 'content' });
  c.ref.oac = plan.ensure('aws.cloudfront_origin_access_control', 'only CloudFront may read the bucket', {
    label: c.id,
  });
  plan.ensure('aws.s3_bucket_policy', 'grants the distribution read access', { label: 'content' });
};

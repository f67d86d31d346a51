import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.cloudfront_distribution',
  label: 'cdn',
  title: 'CloudFront distribution',
  needs: (c, plan) => {
    c.ref.bucket = plan.ensure('aws.s3_bucket', 'the origin holding the content', { label: 'content' });
    c.ref.oac = plan.ensure('aws.cloudfront_origin_access_control', 'only CloudFront may read the bucket', {
      label: c.id,
    });
    if (!plan.has('aws.s3_bucket_policy'))
      plan.add('aws.s3_bucket_policy', { implicit: 'grants the distribution read access', label: 'content' });
  },
};

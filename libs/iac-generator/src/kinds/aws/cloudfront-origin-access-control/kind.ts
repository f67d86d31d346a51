import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.cloudfront_origin_access_control',
  label: 'cdn',
  title: 'CloudFront origin access control',
  needs: (_c, plan) =>
    void plan.ensure('aws.cloudfront_distribution', 'origin access control serves a distribution', { label: 'cdn' }),
};

/** Load balancing, DNS, CDN, certificates, sign-in and WAF. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';

export function lbType(c: Component): 'application' | 'network' | 'gateway' {
  const t = String(c.attrs.lbType ?? c.config.lbType ?? '');
  return t === 'network' || t === 'gateway' ? t : 'application';
}

export const EDGE_KINDS: Kind[] = [
  {
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
  },
  {
    kind: 'aws.cognito_user_pool',
    label: 'users',
    title: 'Cognito user pool',
    needs: (c, plan) => {
      plan.ensure('aws.cognito_user_pool_client', 'the app that signs users in', { label: c.id });
      plan.ensure('aws.cognito_user_pool_domain', 'hosts the sign-in pages', { label: c.id });
    },
  },
  {
    kind: 'aws.cognito_user_pool_client',
    label: 'users',
    title: 'Cognito app client',
    needs: (c, plan) =>
      void (c.ref.pool = plan.ensure('aws.cognito_user_pool', 'the pool the client signs into', { label: 'users' })),
  },
];

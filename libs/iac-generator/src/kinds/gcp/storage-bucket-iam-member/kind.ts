import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.storage_bucket_iam_member',
  label: 'reader',
  title: 'Bucket IAM member',
  needs: (c, plan) => {
    c.ref.bucket =
      plan.first('gcp.storage_bucket') ??
      plan.add('gcp.storage_bucket', { implicit: 'the bucket access is granted on', label: 'main' });
    c.ref.sa =
      plan.first('gcp.service_account') ??
      plan.add('gcp.service_account', { implicit: 'the identity granted access', label: 'app' });
  },
};

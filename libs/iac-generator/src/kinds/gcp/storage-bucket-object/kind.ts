import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.storage_bucket_object',
  label: 'object',
  title: 'Storage object',
  needs: (c, plan) =>
    void (c.ref.bucket =
      plan.first('gcp.storage_bucket') ??
      plan.add('gcp.storage_bucket', { implicit: 'the bucket the object goes in', label: 'main' })),
};

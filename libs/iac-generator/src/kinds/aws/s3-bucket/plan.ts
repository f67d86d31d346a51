import { type Needs } from '../../../plan/needs';
import { kmsFor } from '../common';

export const needs: Needs = (c, plan) => {
  // Encryption under a KMS key (SSE-KMS) rather than S3's own keys; under S3's AWS-managed key when that was asked.
  if (c.attrs.flags.has('kmsKey') && !c.attrs.flags.has('awsManagedKey')) kmsFor(c, plan);
  // An expiry, a move to a colder class or how long old versions stay is written as the bucket's lifecycle rules.
  if (c.attrs.retentionDays || c.attrs.transitionDays || c.attrs.noncurrentDays) {
    const rules =
      plan.all('aws.s3_bucket_lifecycle_configuration').find((l) => !l.ref.bucket || l.ref.bucket === c) ??
      plan.add('aws.s3_bucket_lifecycle_configuration', {
        implicit: 'carries the expiry and storage-class moves stated for the bucket',
        label: c.id,
      });
    rules.ref.bucket = c;
    rules.attrs.retentionDays ??= c.attrs.retentionDays;
    rules.attrs.noncurrentDays ??= c.attrs.noncurrentDays;
    rules.attrs.transitionDays ??= c.attrs.transitionDays;
    rules.attrs.transitionClass ??= c.attrs.transitionClass;
    rules.attrs.transitions ??= c.attrs.transitions;
    plan.handOver(c, rules, 'retention', 'transition', 'noncurrent versions kept');
  }
  // Origins or methods stated for cross-origin requests are the bucket's CORS rules.
  if (c.attrs.corsOrigins?.length || c.attrs.corsMethods?.length) {
    const cors =
      plan.all('aws.s3_bucket_cors_configuration').find((p) => !p.ref.bucket || p.ref.bucket === c) ??
      plan.add('aws.s3_bucket_cors_configuration', {
        implicit: 'carries the CORS rule stated for the bucket',
        label: c.id,
      });
    cors.ref.bucket = c;
    cors.attrs.corsOrigins ??= c.attrs.corsOrigins;
    cors.attrs.corsMethods ??= c.attrs.corsMethods;
    plan.handOver(c, cors, 'CORS rule');
  }
  if (
    c.attrs.flags.has('logging') &&
    !plan.has('aws.s3_bucket_logging') &&
    plan.all('aws.s3_bucket').length > 1 &&
    c === plan.first('aws.s3_bucket')
  ) {
    plan.add('aws.s3_bucket_logging', { implicit: 'access logs go to the second bucket' });
  }
};

import { type Needs } from '../../../plan/needs';
import { kmsFor } from '../common';

export const needs: Needs = (c, plan) => {
  // Encryption under a KMS key (SSE-KMS) rather than S3's own keys.
  if (c.attrs.flags.has('kmsKey')) kmsFor(c, plan);
  // An expiry or a move to a colder class is written as the bucket's lifecycle rules.
  if (c.attrs.retentionDays || c.attrs.transitionDays) {
    const rules =
      plan.all('aws.s3_bucket_lifecycle_configuration').find((l) => !l.ref.bucket || l.ref.bucket === c) ??
      plan.add('aws.s3_bucket_lifecycle_configuration', {
        implicit: 'carries the expiry and storage-class moves stated for the bucket',
        label: c.id,
      });
    rules.ref.bucket = c;
    rules.attrs.retentionDays ??= c.attrs.retentionDays;
    rules.attrs.transitionDays ??= c.attrs.transitionDays;
    rules.attrs.transitionClass ??= c.attrs.transitionClass;
    rules.attrs.transitions ??= c.attrs.transitions;
    plan.handOver(c, rules, 'retention', 'transition');
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

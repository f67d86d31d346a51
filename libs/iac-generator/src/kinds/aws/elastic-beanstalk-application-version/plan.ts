import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  c.ref.app = plan.ensure('aws.elastic_beanstalk_application', 'versions belong to an application', {
    label: 'app',
  });
  c.ref.bucket = plan.ensure('aws.s3_bucket', 'holds the application bundle', { label: 'app_versions' });
  const obj =
    plan.all('aws.s3_object').find((o) => !o.config.purpose) ??
    plan.add('aws.s3_object', { implicit: 'the application bundle', label: 'app_bundle' });
  obj.config.purpose = 'bundle';
  obj.ref.bucket = c.ref.bucket;
  c.ref.object = obj;
};

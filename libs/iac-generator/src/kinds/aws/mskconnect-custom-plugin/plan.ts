import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  c.ref.bucket = plan.ensure('aws.s3_bucket', 'holds the plugin archive', { label: 'plugins' });
  const obj =
    plan.all('aws.s3_object').find((o) => !o.config.purpose) ??
    plan.add('aws.s3_object', { implicit: 'the plugin archive', label: 'plugin_zip', name: 'debezium.zip' });
  obj.config.purpose = 'plugin';
  obj.ref.bucket = c.ref.bucket;
  c.ref.object = obj;
};

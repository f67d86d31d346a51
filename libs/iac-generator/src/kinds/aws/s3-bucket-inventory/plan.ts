import { type Needs } from '../../../plan/needs';
import { bucketOf } from '../storage';

export const needs: Needs = (c, plan) => {
  bucketOf(c, plan);
  c.ref.target =
    plan.all('aws.s3_bucket').find((b) => b !== c.ref.bucket) ??
    plan.add('aws.s3_bucket', { implicit: 'receives the inventory reports', label: 'inventory' });
};

import { type Needs } from '../../../plan/needs';
import { roleFor } from '../common';
import { dbNetwork } from '../database-placement';

export const needs: Needs = (c, plan) => {
  dbNetwork(c, plan, 'aws.redshift_subnet_group', 5439, 'warehouse');
  if (plan.all('aws.iam_role').some((r) => !r.implicit && !r.config.service)) {
    roleFor(c, plan, 'redshift.amazonaws.com', {
      policies: ['arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess'],
      why: 'lets Redshift load from S3',
    });
  }
};

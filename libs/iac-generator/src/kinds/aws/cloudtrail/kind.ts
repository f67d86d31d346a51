import { type Kind } from '../../kind';
import { kmsFor } from '../common';

export const kind: Kind = {
  kind: 'aws.cloudtrail',
  label: 'audit',
  title: 'CloudTrail trail',
  needs: (c, plan) => {
    c.ref.bucket = plan.add('aws.s3_bucket', { implicit: 'stores the audit trail', label: 'audit_trail' });
    kmsFor(c, plan);
  },
};

import { type Kind } from '../../kind';
import { roleFor } from '../common';

export const kind: Kind = {
  kind: 'aws.dlm_lifecycle_policy',
  label: 'snapshots',
  title: 'Data Lifecycle Manager policy',
  needs: (c, plan) =>
    void roleFor(c, plan, 'dlm.amazonaws.com', {
      policies: ['arn:aws:iam::aws:policy/service-role/AWSDataLifecycleManagerServiceRole'],
      why: 'lets Data Lifecycle Manager take and delete the snapshots',
    }),
};

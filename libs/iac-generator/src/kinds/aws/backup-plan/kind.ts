import { type Kind } from '../../kind';
import { kmsFor, roleFor } from '../common';

export const kind: Kind = {
  kind: 'aws.backup_plan',
  label: 'daily',
  title: 'AWS Backup plan',
  needs: (c, plan) => {
    kmsFor(c, plan);
    roleFor(c, plan, 'backup.amazonaws.com', {
      policies: [
        'arn:aws:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup',
        'arn:aws:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForRestores',
      ],
      why: 'lets AWS Backup take and restore backups',
    });
    // Nothing to back up in the request: the plan selects resources by tag instead of inventing one.
  },
};

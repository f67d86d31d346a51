import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.efs_backup_policy',
  label: 'main',
  title: 'EFS backup policy',
  needs: (c, plan) => {
    c.ref.fs = plan.ensure('aws.efs_file_system', 'the file system to back up', { label: 'shared' });
  },
};

import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.efs_mount_target',
  label: 'main',
  title: 'EFS mount target',
  needs: (_c, plan) =>
    void plan.ensure('aws.efs_file_system', 'mount targets expose a file system', { label: 'shared' }),
};

import { type Kind } from '../../kind';
import { network, securityGroupFor } from '../common';

export const kind: Kind = {
  kind: 'aws.efs_file_system',
  label: 'shared',
  title: 'EFS file system',
  needs: (c, plan) => {
    network(c, plan);
    securityGroupFor(c, plan, [2049], 'NFS');
  },
};

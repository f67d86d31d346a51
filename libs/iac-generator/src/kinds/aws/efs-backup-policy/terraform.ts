import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_efs_backup_policy',
  write: (c, x) => {
    x.primary(c, { file_system_id: x.ref(c.ref.fs as Component), backup_policy: block({ status: 'ENABLED' }) });
  },
};

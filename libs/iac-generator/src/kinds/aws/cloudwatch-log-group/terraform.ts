import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cloudwatch_log_group',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, { name: d.name, retention_in_days: d.retentionDays });
  },
};

import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_log_analytics_workspace',
  write: (c, x) => {
    const { name, sku, retentionDays, dailyCapGb } = decide(c);
    x.primary(c, {
      name,
      ...placed(c, x),
      sku,
      retention_in_days: retentionDays,
      daily_quota_gb: dailyCapGb,
      tags: tags(c),
    });
  },
};

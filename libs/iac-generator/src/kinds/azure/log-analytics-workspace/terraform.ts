import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_log_analytics_workspace',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: d.name,
      ...placed(c, x),
      sku: d.sku,
      retention_in_days: d.retentionDays,
      daily_quota_gb: d.dailyCapGb,
      tags: tags(c),
    });
  },
};

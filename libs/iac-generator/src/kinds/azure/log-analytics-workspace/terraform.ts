import { type TerraformWriter } from '../../../render/terraform/context';
import { ownName } from '../naming';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_log_analytics_workspace',
  write: (c, x) =>
    void x.primary(c, {
      name: ownName(c, 'log'),
      ...placed(c, x),
      sku: 'PerGB2018',
      retention_in_days: Math.min(730, Math.max(30, c.attrs.retentionDays ?? 30)),
      daily_quota_gb: c.attrs.dailyCapGb,
      tags: tags(c),
    }),
};

import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';
import { logsSentTo } from '../diagnostics';
import { block } from '../../../model/hcl';

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
    // The logs the request sends here, each by a diagnostic setting on its resource.
    for (const { source, category, group } of logsSentTo(c, x.plan))
      x.resource('azurerm_monitor_diagnostic_setting', `${source.id}_to_${c.id}`, {
        name: `to-${name}`,
        target_resource_id: x.ref(source, 'id'),
        log_analytics_workspace_id: x.ref(c, 'id'),
        enabled_log: block(category ? { category } : { category_group: group }),
      });
  },
};

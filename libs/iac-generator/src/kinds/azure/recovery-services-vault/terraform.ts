import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { ownName } from '../naming';
import { backupSchedule } from '../notify';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_recovery_services_vault',
  write: (c, x) => {
    x.primary(c, {
      name: ownName(c, 'rsv'),
      ...placed(c, x),
      sku: 'Standard',
      soft_delete_enabled: true,
      immutability: 'Unlocked',
      storage_mode_type: 'GeoRedundant',
      tags: tags(c),
    });
    // A stated schedule or retention is a VM backup policy of the vault.
    if (c.attrs.schedule === undefined && c.attrs.retentionDays === undefined && !c.attrs.timeOfDay) return;
    const p = backupSchedule(c);
    x.resource('azurerm_backup_policy_vm', c.id, {
      name: `${azName(c, 40)}-vm-${p.frequency.toLowerCase()}`,
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      recovery_vault_name: x.ref(c, 'name'),
      timezone: 'UTC',
      backup: block({ frequency: p.frequency, time: p.time, weekdays: p.weekdays }),
      retention_daily: p.frequency === 'Daily' ? block({ count: p.keep }) : undefined,
      retention_weekly: p.weekdays ? block({ count: p.keep, weekdays: p.weekdays }) : undefined,
    });
  },
};

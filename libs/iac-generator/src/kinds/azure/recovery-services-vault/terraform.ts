import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';
import { publicNetworkAccess } from '../closed-to-public';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_recovery_services_vault',
  write: (c, x) => {
    const { name, policy, storage } = decide(c);
    x.primary(c, {
      name,
      ...placed(c, x),
      sku: 'Standard',
      soft_delete_enabled: true,
      immutability: 'Unlocked',
      storage_mode_type: storage,
      public_network_access_enabled: publicNetworkAccess(c, x.plan),
      tags: tags(c),
    });
    const p = policy;
    if (!p) return;
    x.resource('azurerm_backup_policy_vm', c.id, {
      name: p.name,
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      recovery_vault_name: x.ref(c, 'name'),
      timezone: p.timeZone,
      backup: block({ frequency: p.frequency, time: p.time, weekdays: p.weekdays }),
      retention_daily: p.daily ? block({ count: p.keep }) : undefined,
      retention_weekly: p.weekdays
        ? block({ count: p.keep, weekdays: p.weekdays })
        : p.weeklyKeep
          ? block({ count: p.weeklyKeep.weeks, weekdays: [p.weeklyKeep.day] })
          : undefined,
    });
  },
};

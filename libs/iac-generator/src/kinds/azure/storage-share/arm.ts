import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    const sa = c.ref.account as Component;
    x.resource(c, 'Microsoft.Storage/storageAccounts/fileServices/shares', '2023-01-01', {
      name: x.under(sa, 'st', 'default', d.name),
      properties: { shareQuota: d.quotaGb },
      dependsOn: [x.symbol(sa)],
    });
  },
};

import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, quotaGb } = decide(c);
    const sa = c.ref.account as Component;
    x.resource(c, 'Microsoft.Storage/storageAccounts/fileServices/shares', '2023-01-01', {
      name: x.under(sa, 'st', 'default', name),
      properties: { shareQuota: quotaGb },
      dependsOn: [x.symbol(sa)],
    });
  },
};

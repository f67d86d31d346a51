import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const sa = c.ref.account as Component;
    x.resource(c, 'Microsoft.Storage/storageAccounts/fileServices/shares', '2023-01-01', {
      name: x.under(sa, 'st', 'default', azName(c, 63)),
      properties: { shareQuota: c.attrs.storageGb ?? 100 },
      dependsOn: [x.symbol(sa)],
    });
  },
};

import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const sa = c.ref.account as Component;
    x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.Storage/storageAccounts/fileServices/shares',
      apiVersion: '2023-01-01',
      name: x.child(x.nameOf(x.symbol(sa), 'st'), 'default', azName(c, 63)),
      body: { properties: { shareQuota: c.attrs.storageGb ?? 100 } },
      dependsOn: [x.symbol(sa)],
    });
  },
};

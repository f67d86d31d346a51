import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { containerName } from '../data';

export const arm: ArmWriter = {
  write: (c, x) => {
    const sa = c.ref.account as Component;
    x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.Storage/storageAccounts/blobServices/containers',
      apiVersion: '2023-01-01',
      name: x.child(x.nameOf(x.symbol(sa), 'st'), 'default', containerName(c)),
      body: { properties: { publicAccess: 'None' } },
      dependsOn: [x.symbol(sa, 'blob')],
    });
  },
};

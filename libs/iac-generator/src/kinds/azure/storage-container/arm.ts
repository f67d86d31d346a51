import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { containerName } from '../data';

export const arm: ArmWriter = {
  write: (c, x) => {
    const sa = c.ref.account as Component;
    x.resource(c, 'Microsoft.Storage/storageAccounts/blobServices/containers', '2023-01-01', {
      name: x.under(sa, 'st', 'default', containerName(c)),
      properties: { publicAccess: 'None' },
      dependsOn: [x.symbol(sa, 'blob')],
    });
  },
};

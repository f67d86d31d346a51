import { type ArmWriter } from '../../../render/azure/arm-context';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.ManagedIdentity/userAssignedIdentities',
      apiVersion: '2023-01-31',
      name: ownName(c, 'id'),
      body: { location: x.location() },
    }),
};

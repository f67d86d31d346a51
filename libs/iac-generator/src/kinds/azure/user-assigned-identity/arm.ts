import { type ArmWriter } from '../../../render/azure/arm-context';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.ManagedIdentity/userAssignedIdentities', '2023-01-31', {
      name: ownName(c, 'id'),
      location: x.location(),
    }),
};

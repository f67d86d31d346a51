import { type ArmWriter } from '../../../render/azure/arm-context';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.App/managedEnvironments', '2024-03-01', {
      name: ownName(c, 'cae'),
      location: x.location(),
      properties: {},
    }),
};

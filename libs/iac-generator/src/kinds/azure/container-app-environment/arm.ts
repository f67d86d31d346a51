import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.App/managedEnvironments', '2024-03-01', {
      name: `cae-${azName(c)}`,
      location: x.location(),
      properties: {},
    }),
};

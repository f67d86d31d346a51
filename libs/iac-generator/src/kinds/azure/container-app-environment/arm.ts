import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.App/managedEnvironments',
      apiVersion: '2024-03-01',
      name: `cae-${azName(c)}`,
      body: { location: x.location(), properties: {} },
    }),
};

import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, sku, workers } = decide(c);
    x.resource(c, 'Microsoft.Web/serverfarms', '2022-09-01', {
      name,
      location: x.location(),
      kind: 'linux',
      sku: { name: sku, capacity: workers },
      properties: { reserved: true },
    });
  },
};

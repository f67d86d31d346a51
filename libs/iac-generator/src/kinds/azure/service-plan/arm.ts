import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.resource(c, 'Microsoft.Web/serverfarms', '2022-09-01', {
      name: d.name,
      location: x.location(),
      kind: 'linux',
      sku: { name: d.sku, capacity: d.workers },
      properties: { reserved: true },
    });
  },
};

import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { planSku } from '../settings';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.Web/serverfarms',
      apiVersion: '2022-09-01',
      name: `asp-${azName(c)}`,
      body: {
        location: x.location(),
        kind: 'linux',
        sku: { name: planSku(c), capacity: c.attrs.desired },
        properties: { reserved: true },
      },
    }),
};

import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { planSku } from '../settings';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.Web/serverfarms', '2022-09-01', {
      name: `asp-${azName(c)}`,
      location: x.location(),
      kind: 'linux',
      sku: { name: planSku(c), capacity: c.attrs.desired },
      properties: { reserved: true },
    }),
};

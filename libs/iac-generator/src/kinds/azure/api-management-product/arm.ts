import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { APIM } from '../api-management-api/apim';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, display, service, apis } = decide(c, x.plan);
    const parent = azName(service, 50);
    x.resource(c, 'Microsoft.ApiManagement/service/products', APIM, {
      name: x.under(service, parent, name),
      properties: { displayName: display, subscriptionRequired: true, approvalRequired: false, state: 'published' },
      dependsOn: [x.symbol(service)],
    });
    for (const api of apis)
      x.resource(x.symbol(c, `_${api.id}`), 'Microsoft.ApiManagement/service/products/apis', APIM, {
        name: x.under(service, parent, name, azName(api, 80)),
        dependsOn: [x.symbol(c), x.symbol(api)],
      });
  },
};

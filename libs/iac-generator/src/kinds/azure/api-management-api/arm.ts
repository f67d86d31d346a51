import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { APIM } from './apim';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, display, path, service } = decide(c);
    x.resource(c, 'Microsoft.ApiManagement/service/apis', APIM, {
      name: x.under(service, azName(service, 50), name),
      properties: { displayName: display, path, protocols: ['https'], subscriptionRequired: true },
      dependsOn: [x.symbol(service)],
    });
  },
};

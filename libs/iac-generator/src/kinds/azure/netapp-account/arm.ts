import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { NETAPP } from '../netapp';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.NetApp/netAppAccounts', NETAPP, {
      name: azName(c, 64),
      location: x.location(),
      tags: x.tags(c),
      properties: {},
    });
  },
};

import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { NETAPP } from '../netapp';
import { decide } from './decide';

const TIB = 1024 ** 4;

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, level, tib, account } = decide(c);
    x.resource(c, 'Microsoft.NetApp/netAppAccounts/capacityPools', NETAPP, {
      name: x.under(account, azName(account, 64), name),
      location: x.location(),
      tags: x.tags(c),
      properties: { serviceLevel: level, size: tib * TIB },
      dependsOn: [x.symbol(account)],
    });
  },
};

import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { NETAPP } from '../netapp';
import { decide } from './decide';

const GIB = 1024 ** 3;

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.resource(c, 'Microsoft.NetApp/netAppAccounts/capacityPools/volumes', NETAPP, {
      name: x.under(d.pool, `${azName(d.account, 64)}/${azName(d.pool, 64)}`, d.name),
      location: x.location(),
      tags: x.tags(c),
      properties: {
        creationToken: d.path,
        serviceLevel: d.level,
        subnetId: x.ref(x.symbol(d.subnet)),
        protocolTypes: [d.protocol],
        usageThreshold: d.quotaGb * GIB,
        exportPolicy: d.exportClients
          ? {
              rules: [
                {
                  ruleIndex: 1,
                  allowedClients: d.exportClients.join(','),
                  nfsv3: d.protocol === 'NFSv3',
                  nfsv41: d.protocol === 'NFSv4.1',
                  unixReadWrite: true,
                  unixReadOnly: false,
                  hasRootAccess: false,
                },
              ],
            }
          : undefined,
      },
      dependsOn: [x.symbol(d.pool), x.symbol(d.subnet)],
    });
  },
};

import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, sku, retentionDays, dailyCapGb } = decide(c);
    x.resource(c, 'Microsoft.OperationalInsights/workspaces', '2022-10-01', {
      name,
      location: x.location(),
      properties: {
        sku: { name: sku },
        retentionInDays: retentionDays,
        workspaceCapping: dailyCapGb !== undefined ? { dailyQuotaGb: dailyCapGb } : undefined,
      },
    });
  },
};

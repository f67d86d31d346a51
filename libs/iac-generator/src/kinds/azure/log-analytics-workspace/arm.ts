import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.resource(c, 'Microsoft.OperationalInsights/workspaces', '2022-10-01', {
      name: d.name,
      location: x.location(),
      properties: {
        sku: { name: d.sku },
        retentionInDays: d.retentionDays,
        workspaceCapping: d.dailyCapGb !== undefined ? { dailyQuotaGb: d.dailyCapGb } : undefined,
      },
    });
  },
};

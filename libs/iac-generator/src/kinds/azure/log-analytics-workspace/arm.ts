import { type ArmWriter } from '../../../render/azure/arm-context';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.OperationalInsights/workspaces', '2022-10-01', {
      name: ownName(c, 'log'),
      location: x.location(),
      properties: {
        sku: { name: 'PerGB2018' },
        retentionInDays: Math.min(730, Math.max(30, c.attrs.retentionDays ?? 30)),
        workspaceCapping: c.attrs.dailyCapGb !== undefined ? { dailyQuotaGb: c.attrs.dailyCapGb } : undefined,
      },
    }),
};

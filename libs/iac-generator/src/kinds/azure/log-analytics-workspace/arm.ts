import { type ArmWriter } from '../../../render/azure/arm-context';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.OperationalInsights/workspaces',
      apiVersion: '2022-10-01',
      name: ownName(c, 'log'),
      body: {
        location: x.location(),
        properties: {
          sku: { name: 'PerGB2018' },
          retentionInDays: Math.min(730, Math.max(30, c.attrs.retentionDays ?? 30)),
          workspaceCapping: c.attrs.dailyCapGb !== undefined ? { dailyQuotaGb: c.attrs.dailyCapGb } : undefined,
        },
      },
    }),
};

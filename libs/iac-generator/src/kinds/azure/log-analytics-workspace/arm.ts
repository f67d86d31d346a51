import { ArmExpr, type ArmWriter, armQuote } from '../../../render/azure/arm-context';
import { diagnosedType, logsSentTo } from '../diagnostics';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, sku, retentionDays, dailyCapGb } = decide(c);
    const workspace = x.resource(c, 'Microsoft.OperationalInsights/workspaces', '2022-10-01', {
      name,
      location: x.location(),
      properties: {
        sku: { name: sku },
        retentionInDays: retentionDays,
        workspaceCapping: dailyCapGb !== undefined ? { dailyQuotaGb: dailyCapGb } : undefined,
      },
    });
    // The logs the request sends here, each by a diagnostic setting on its resource (an extension resource).
    logsSentTo(c, x.plan).forEach(({ source, category, group }, i) => {
      const symbol = x.symbol(source);
      const sourceName = x.nameOf(symbol, symbol);
      const armName = typeof sourceName === 'string' ? armQuote(sourceName) : sourceName.inner;
      x.resource(
        x.symbol(c, `diagnostics${i ? i + 1 : ''}`),
        'microsoft.insights/diagnosticSettings',
        '2021-05-01-preview',
        {
          name: `to-${name}`,
          scope: new ArmExpr(`resourceId('${diagnosedType(source)}', ${armName})`, symbol),
          properties: {
            workspaceId: x.ref(workspace),
            // A category group ("allLogs", "audit") is of this API version; the typed schema predates it.
            logs: [
              category ? { category, enabled: true } : ({ categoryGroup: group, enabled: true } as { enabled: true }),
            ],
          },
          dependsOn: [workspace, symbol],
        },
      );
    });
  },
};

/**
 * Monitoring an application in Azure: a metric alert on failed requests, exceptions or response
 * time watches the Application Insights component asked for (never a virtual machine's CPU), with
 * the count and window said; a daily cap said beside a workspace-based component is its workspace's;
 * the names and the action group's short name given are kept.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];
const body = (r: { body: Record<string, unknown> } | undefined) => JSON.stringify(r?.body ?? {});

describe('an alert on what Application Insights counts', () => {
  it.each(
    AZURE.flatMap((format) =>
      [
        [
          'Application Insights appi-orders-eu on workspace law-orders, and a metric alert when failed requests go above 8 in 15 minutes',
          'requests/failed',
          8,
          'PT15M',
        ],
        [
          'app insights appi-pay02 plus an alert if server exceptions exceed 25 within 5 minutes',
          'exceptions/server',
          25,
          'PT5M',
        ],
      ].map(
        ([prompt, metric, threshold, window]) =>
          [format, String(prompt), String(metric), threshold, String(window)] as const,
      ),
    ),
  )('%s: %s', async (format, prompt, metric, threshold, window) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const alert = body(resources.find((r) => /metric_alert$|metricAlerts$/.test(r.type)));
    expect(alert).toContain(metric);
    expect(alert).toMatch(new RegExp(`"threshold":${threshold}\\b`));
    expect(alert).toContain(window);
    expect(alert).not.toContain('Percentage CPU');
    // The alert scopes to the component asked for; no machine is written or asked for as a parameter.
    expect(resources.some((r) => /virtual_machine$|virtualMachines$/.test(r.type))).toBe(false);
    expect(result.files.map((f) => f.content).join('\n')).not.toMatch(/virtual machine the alert watches/);
    const insights = body(resources.find((r) => /application_insights$|components$/.test(r.type)));
    expect(insights).toMatch(/appi-orders-eu|appi-pay02/);
  });
});

describe('a daily cap and a short name said with monitoring parts', () => {
  it.each(AZURE)('%s', async (format) => {
    const { result, resources, errors } = await generated(
      'a Log Analytics workspace law-edge with 90 days retention, daily cap 4 GB; Application Insights appi-edge on it; an action group ag-edge-team mailing edge@example.net, short name edgeteam',
      format,
    );
    expect(errors).toEqual([]);
    const workspace = body(resources.find((r) => /log_analytics_workspace$|workspaces$/.test(r.type)));
    expect(workspace).toMatch(/"(?:daily_quota_gb|dailyQuotaGb)":4\b/);
    const group = body(resources.find((r) => /action_group$|actionGroups$/.test(r.type)));
    expect(group).toMatch(/"(?:short_name|groupShortName)":"edgeteam"/);
    expect(result.explanation).not.toMatch(/not covered: '[^']*(?:daily cap|edgeteam)/i);
  });
});

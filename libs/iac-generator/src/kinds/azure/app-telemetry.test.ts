/**
 * An app and Application Insights in one request work together: the app carries the component's
 * connection string and signs in with its managed identity (the component takes no local keys), and
 * that identity is granted Monitoring Metrics Publisher on the component, in every Azure format.
 * Without them the component is written and receives nothing. Read back with each format's parser
 * and checked (zero errors).
 */
import { generated, of, type Resource } from '../../testing/resources';

const FORMATS = ['terraform-azurerm', 'arm', 'bicep'] as const;
const SITE = { 'terraform-azurerm': '', arm: 'Microsoft.Web/sites', bicep: 'Microsoft.Web/sites' } as const;
const GRANT = {
  'terraform-azurerm': 'azurerm_role_assignment',
  arm: 'Microsoft.Authorization/roleAssignments',
  bicep: 'Microsoft.Authorization/roleAssignments',
} as const;

/** The app settings of the app, as name -> value, whatever the format. */
function settingsOf(format: (typeof FORMATS)[number], resources: Resource[], tfType: string): Record<string, unknown> {
  if (format === 'terraform-azurerm') {
    const [app] = of(resources, tfType);
    const site = app.body.site_config as Record<string, unknown>;
    const settings = { ...(app.body.app_settings as Record<string, unknown>) };
    // A function app's provider keeps the connection string in site_config.
    if (site.application_insights_connection_string)
      settings.APPLICATIONINSIGHTS_CONNECTION_STRING = site.application_insights_connection_string;
    return settings;
  }
  const [site] = of(resources, SITE[format]);
  const list = ((site.body.properties as Record<string, unknown>).siteConfig as { appSettings?: unknown[] })
    .appSettings as { name: string; value: unknown }[];
  return Object.fromEntries(list.map((s) => [s.name, s.value]));
}

// The role by name (Terraform), by definition id (ARM), or by the symbol naming it (Bicep, whose ids are calls).
const grantsPublisher = (r: Resource) =>
  /Monitoring Metrics Publisher|MonitoringMetricsPublisher|3913510d-42f4-4e42-8a64-420c390055eb/.test(
    `${r.name} ${JSON.stringify(r.body)}`,
  );

describe('apps send their telemetry to Application Insights', () => {
  it.each(
    FORMATS.flatMap((format) =>
      [
        [
          'a Linux function app running Node 20 that reports telemetry to Application Insights',
          'azurerm_linux_function_app',
        ],
        ['an Azure web app on Python 3.12 with app insights for monitoring', 'azurerm_linux_web_app'],
      ].map(([prompt, tfType]) => [format, prompt, tfType] as const),
    ),
  )('%s: %s', async (format, prompt, tfType) => {
    const { resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const settings = settingsOf(format, resources, tfType);
    expect(settings.APPLICATIONINSIGHTS_CONNECTION_STRING).toBeDefined();
    expect(settings.APPLICATIONINSIGHTS_AUTHENTICATION_STRING).toBe('Authorization=AAD');
    const grants = of(resources, GRANT[format]).filter(grantsPublisher);
    expect(grants).toHaveLength(1);
  });

  it('a function app with no Application Insights in the request gets no telemetry settings', async () => {
    const { resources } = await generated('a Linux function app running Node 20', 'terraform-azurerm');
    const [app] = of(resources, 'azurerm_linux_function_app');
    expect(app.body.app_settings).toBeUndefined();
    expect((app.body.site_config as Record<string, unknown>).application_insights_connection_string).toBeUndefined();
  });
});

/**
 * An App Service app asked for with an Azure SQL database reaches it (issue 24, class 7): the
 * server is closed to the internet and takes Entra ID only, so the app gets a private endpoint to
 * the server, is integrated into the network, and connects as its managed identity (no password).
 * A request that asks for its own private endpoint gets no second one.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const TYPES: Record<'terraform-azurerm' | 'bicep', { app: string; pe: string; target: string; subnet: string }> = {
  'terraform-azurerm': {
    app: 'azurerm_linux_web_app',
    pe: 'azurerm_private_endpoint',
    target: 'private_service_connection.private_connection_resource_id',
    subnet: 'virtual_network_subnet_id',
  },
  bicep: {
    app: 'Microsoft.Web/sites',
    pe: 'Microsoft.Network/privateEndpoints',
    target: 'properties.privateLinkServiceConnections',
    subnet: 'properties.virtualNetworkSubnetId',
  },
};

describe('a web app asked for with an Azure SQL database', () => {
  it.each(Object.keys(TYPES) as (keyof typeof TYPES & FormatId)[])(
    '%s: reaches the server over a private endpoint, as its own identity',
    async (format) => {
      const t = TYPES[format];
      const { resources, errors, result } = await generated(
        'a Linux web app for our booking site, with an Azure SQL database called bookings',
        format,
      );
      expect(errors).toEqual([]);
      const [pe] = of(resources, t.pe);
      expect(JSON.stringify(at(pe.body, t.target))).toMatch(/mssql_server|sqlServer/);
      const [app] = of(resources, t.app);
      expect(at(app.body, t.subnet)).toBeDefined();
      const code = result.files.map((f) => f.content).join('\n');
      expect(code).toMatch(/Server=tcp:.*Database=.*bookings|Server=tcp:.*Database=\$\{azurerm_mssql_database/);
      expect(code).toContain('Authentication=Active Directory Default');
      expect(code).not.toMatch(/Password=/i);
    },
  );

  it('terraform-azurerm: a private endpoint the request asks for is the one used', async () => {
    const { resources } = await generated(
      'an App Service web app and an Azure SQL database, reached over a private endpoint',
      'terraform-azurerm',
    );
    expect(of(resources, 'azurerm_private_endpoint')).toHaveLength(1);
  });

  it('terraform-azurerm: a web app alone has no database connection', async () => {
    const { resources } = await generated('a Linux web app running Node 22', 'terraform-azurerm');
    expect(at(of(resources, 'azurerm_linux_web_app')[0].body, 'connection_string')).toBeUndefined();
    expect(of(resources, 'azurerm_private_endpoint')).toHaveLength(0);
  });
});

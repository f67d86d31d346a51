/**
 * What a request states for Azure resources is what the files hold (issue 24, classes 3 and 7): a
 * name the request gives is written as given in every Azure format, with no type prefix and no
 * random suffix; a subnet given a name Azure reserves keeps Azure's spelling and takes no security
 * group; a built-in role is granted by the name the request gives it; a web app asked for beside a
 * subnet nothing else uses is integrated into that subnet. Every answer checks clean.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of, type Resource } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];

/** A resource's own name: Terraform's `name` argument, ARM's and Bicep's `name` property. */
const nameOf = (r: Resource) => String(at(r.body, 'name'));

/** The names written for a type, whatever the format spells it. */
const names = (resources: Resource[], tf: string, arm: string, format: FormatId) =>
  of(resources, format === 'terraform-azurerm' ? tf : arm).map(nameOf);

describe('a name the request gives an Azure resource is written as given', () => {
  it.each(AZURE)('%s: network and security group names carry no type prefix', async (format) => {
    const { resources, errors } = await generated(
      'a virtual network named core-net and a network security group called web-nsg',
      format,
    );
    expect(errors).toEqual([]);
    expect(names(resources, 'azurerm_virtual_network', 'Microsoft.Network/virtualNetworks', format)).toEqual([
      'core-net',
    ]);
    expect(
      names(resources, 'azurerm_network_security_group', 'Microsoft.Network/networkSecurityGroups', format),
    ).toEqual(['web-nsg']);
  });

  it('terraform-azurerm: a resource group named rg-... is not prefixed twice', async () => {
    const { resources, errors } = await generated(
      'resource group rg-billing-prod in francecentral',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'azurerm_resource_group').map(nameOf)).toEqual(['rg-billing-prod']);
  });

  it.each(AZURE)('%s: globally unique names the request gives get no random suffix', async (format) => {
    const { resources, result, errors } = await generated(
      'a storage account named acmelogs01 and a key vault called kv-ops-weu',
      format,
    );
    expect(errors).toEqual([]);
    expect(names(resources, 'azurerm_storage_account', 'Microsoft.Storage/storageAccounts', format)).toEqual([
      'acmelogs01',
    ]);
    expect(names(resources, 'azurerm_key_vault', 'Microsoft.KeyVault/vaults', format)).toEqual(['kv-ops-weu']);
    // Nothing left to make unique: no suffix resource, no hash in the names.
    const code = result.files.map((f) => f.content).join('\n');
    expect(code).not.toMatch(/random_string|uniqueString/);
  });

  it.each(AZURE)('%s: a registry name keeps only letters and digits, as Azure requires', async (format) => {
    const { resources, errors } = await generated('an Azure container registry named team-images', format);
    expect(errors).toEqual([]);
    expect(names(resources, 'azurerm_container_registry', 'Microsoft.ContainerRegistry/registries', format)).toEqual([
      'teamimages',
    ]);
  });

  it.each(AZURE)('%s: without a given name, a globally unique name is still made unique', async (format) => {
    const { result } = await generated('a storage account for backups', format);
    const code = result.files.map((f) => f.content).join('\n');
    expect(code).toMatch(format === 'terraform-azurerm' ? /random_string\.suffix\.result/ : /uniqueString/);
  });
});

describe('a subnet given a name Azure reserves', () => {
  it('terraform-azurerm: keeps Azure spelling and takes no general security group', async () => {
    const { resources, errors } = await generated(
      'a vnet named edge-net with a subnet named gatewaysubnet and a network security group',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    const subnet = of(resources, 'azurerm_subnet').find((s) => nameOf(s) === 'GatewaySubnet');
    expect(subnet).toBeDefined();
    const associations = of(resources, 'azurerm_subnet_network_security_group_association');
    expect(associations.map((a) => String(at(a.body, 'subnet_id')))).not.toContainEqual(
      expect.stringContaining(`azurerm_subnet.${subnet!.name}.`),
    );
  });
});

describe('a built-in role is granted by the name the request gives it', () => {
  it('terraform-azurerm: role_definition_name, as Azure spells it', async () => {
    const { resources, errors } = await generated(
      'a user-assigned identity with the Storage Queue Data Reader role on a storage account',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    const grants = of(resources, 'azurerm_role_assignment').map((r) => at(r.body, 'role_definition_name'));
    expect(grants).toContain('Storage Queue Data Reader');
  });
});

describe('a web app beside a subnet the request asks for', () => {
  it.each(AZURE)('%s: is integrated into that subnet, delegated to App Service', async (format) => {
    const { resources, errors } = await generated(
      'a vnet 10.20.0.0/16 with a subnet 10.20.4.0/24, and a Linux web app on App Service running Node 20 in it',
      format,
    );
    expect(errors).toEqual([]);
    const tf = format === 'terraform-azurerm';
    const subnets = of(resources, tf ? 'azurerm_subnet' : 'Microsoft.Network/virtualNetworks/subnets');
    expect(subnets).toHaveLength(1);
    const delegated = JSON.stringify(subnets[0].body);
    expect(delegated).toContain('Microsoft.Web/serverFarms');
    const app = of(resources, tf ? 'azurerm_linux_web_app' : 'Microsoft.Web/sites')[0];
    expect(at(app.body, tf ? 'virtual_network_subnet_id' : 'properties.virtualNetworkSubnetId')).toBeDefined();
  });

  it('terraform-azurerm: a subnet a virtual machine also asked for stays the machine’s', async () => {
    const { resources } = await generated(
      'a Linux web app on App Service and a virtual machine, in a vnet with one subnet 10.1.2.0/24',
      'terraform-azurerm',
    );
    expect(of(resources, 'azurerm_linux_virtual_machine')).toHaveLength(1);
    const app = of(resources, 'azurerm_linux_web_app')[0];
    expect(at(app.body, 'virtual_network_subnet_id')).toBeUndefined();
    expect(JSON.stringify(of(resources, 'azurerm_subnet'))).not.toContain('Microsoft.Web/serverFarms');
  });
});

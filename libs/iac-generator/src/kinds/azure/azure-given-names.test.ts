/**
 * Names given to Azure things in the ways people write them: "<kind> name <identifier>", and an identifier
 * bare after a kind's short word ("an NSG nsg-web", "a scale set vmss-api"). The name goes to that
 * resource in every format, and its words ("api" of "vmss-api") are never read as things to make.
 */
import { generateInfrastructure } from '../../testing/resources';

const run = (prompt: string, format: string) => {
  const r = generateInfrastructure({ prompt, platform: 'azure', format } as Parameters<
    typeof generateInfrastructure
  >[0]);
  return { ...r, text: r.files.map((f) => f.content).join('\n') };
};

describe('"<kind> name <identifier>" names the thing', () => {
  it('a storage account name in Bicep', () => {
    const r = run('storage account name stlogs4411, hot tier, region norwayeast', 'bicep');
    expect(r.text).toContain("name: 'stlogs4411'");
    expect((r.notRead ?? []).join('\n')).not.toContain('stlogs4411');
  });

  it('a key vault name in Terraform', () => {
    const r = run('key vault name kv-payroll-07 with purge protection, resource group rg-payroll', 'terraform-azurerm');
    expect(r.text).toMatch(/name\s+= "kv-payroll-07"/);
  });

  it('a host name is not a name of the thing', () => {
    const r = run('a linux vm with host name web-box-01, Standard_B2s', 'terraform-azurerm');
    expect(r.text).not.toMatch(/resource "azurerm_linux_virtual_machine" "web-box-01"/);
  });
});

describe('an identifier bare after a short kind word', () => {
  it('"a scale set vmss-api": the scale set is named, and no API Management is made of "api"', () => {
    const r = run(
      'a Linux scale set vmss-api running Ubuntu 22.04 on Standard_B2s with 2 instances',
      'terraform-azurerm',
    );
    expect(r.text).toMatch(/name\s+= "vmss-api"/);
    expect(r.text).not.toContain('azurerm_api_management');
  });

  it('"an NSG nsg-frontend" in ARM names the security group', () => {
    const r = run(
      'virtual network vnet-shop 10.4.0.0/16 with subnet snet-front 10.4.1.0/24 and an NSG nsg-frontend allowing 443 from the Internet',
      'arm',
    );
    expect(r.text).toContain('"name": "nsg-frontend"');
    expect(r.text).not.toContain('nsg-main');
  });
});

describe('"an Azure Container Apps environment X" names the environment, not the app', () => {
  it('Bicep: the environment named as given, the app its own', () => {
    const r = run(
      'Bicep for an Azure Container Apps environment "cae-billing" and a container app "billing-worker" running nginx:1.27',
      'bicep',
    );
    expect(r.text).toContain("name: 'cae-billing'");
    expect(r.text).toContain("name: 'billing-worker'");
  });
});

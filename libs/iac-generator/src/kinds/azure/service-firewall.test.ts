/**
 * A data service's own firewall, said with the addresses it lets in, is that service's firewall
 * (SQL and Redis firewall rules, storage / key vault network rules, Cosmos DB IP rules), open to
 * those addresses only: never a network security group, which guards subnets and machines.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../testing/resources';

const text = async (prompt: string, format: FormatId) => {
  const { result, errors } = await generated(prompt, format);
  expect(errors).toEqual([]);
  return result.files.map((f) => f.content).join('\n');
};
const NSG = /azurerm_network_security_group|Microsoft\.Network\/networkSecurityGroups/;

describe("a data service's firewall is its own", () => {
  it.each([
    [
      'terraform-azurerm',
      'azure sql server + db "reports"; the firewall should only let in 192.0.2.15',
      /azurerm_mssql_firewall_rule[\s\S]*start_ip_address\s*=\s*"192\.0\.2\.15"/,
    ],
    [
      'bicep',
      'Azure SQL logical server; allow connections only from 203.0.113.0/29',
      /firewallRules[\s\S]*startIpAddress: '203\.0\.113\.0'[\s\S]*endIpAddress: '203\.0\.113\.7'/,
    ],
    [
      'arm',
      'a storage account for invoices, reachable only from 198.51.100.20',
      /"networkAcls"[\s\S]*"defaultAction": "Deny"[\s\S]*"value": "198\.51\.100\.20"/,
    ],
    [
      'terraform-azurerm',
      'storage account whose network rules permit 203.0.113.64/26',
      /network_rules[\s\S]*ip_rules\s*=\s*\["203\.0\.113\.64\/26"\]/,
    ],
    [
      'terraform-azurerm',
      'a key vault for the api secrets; its firewall allows only 192.0.2.44',
      /network_acls[\s\S]*default_action\s*=\s*"Deny"[\s\S]*ip_rules\s*=\s*\["192\.0\.2\.44"\]/,
    ],
    [
      'arm',
      'cosmos db (nosql) account, ip allow list 203.0.113.9',
      /"ipRules"[\s\S]*"ipAddressOrRange": "203\.0\.113\.9"/,
    ],
    [
      'terraform-azurerm',
      'an azure cache for redis, standard C1, firewall permits 198.51.100.7',
      /azurerm_redis_firewall_rule[\s\S]*start_ip\s*=\s*"198\.51\.100\.7"/,
    ],
  ] as [FormatId, string, RegExp][])('%s: %s', async (format, prompt, written) => {
    const files = await text(prompt, format);
    expect(files).toMatch(written);
    expect(files).not.toMatch(NSG);
  });

  it('leaves the addresses of a machine to its security group', async () => {
    const files = await text(
      'a linux vm that allows ssh only from 203.0.113.7, and next to it an azure sql database',
      'terraform-azurerm',
    );
    expect(files).not.toMatch(/azurerm_mssql_firewall_rule/);
  });

  it('says a flexible server in its own subnet has no firewall rule written, and invents no security group', async () => {
    const { result, errors } = await generated(
      'azure database for postgresql flexible server; its firewall permits 192.0.2.30',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    expect(result.files.map((f) => f.content).join('\n')).not.toMatch(NSG);
    expect(result.notCovered.join('\n')).toMatch(/192\.0\.2\.30/);
  });

  it('keeps a key vault without stated addresses open to its clients', async () => {
    const files = await text('a key vault for the build pipeline secrets', 'terraform-azurerm');
    expect(files).toMatch(/default_action\s*=\s*"Allow"/);
  });
});

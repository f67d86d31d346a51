/**
 * A network security group that lets a port in "only" from a source (issue 24, WIR): the allow rule
 * names that source (an address range or a service tag), and a rule of its own denies the rest, since
 * Azure's default rules still let in everything from inside the network. The group is put on the
 * subnet its phrase names, not on every subnet. Wordings of our own, Terraform and Bicep.
 */
import { at, generated, of } from '../../../testing/resources';

describe('a network security group that allows a port only from a source', () => {
  it('terraform-azurerm: allow from the range, deny the rest, on the subnet named only', async () => {
    const { resources, errors } = await generated(
      [
        'virtual network vnet-ops 10.30.0.0/16 with subnets snet-db 10.30.4.0/24 and snet-jump 10.30.9.0/24.',
        'An NSG on snet-db that allows inbound 5432 only from 10.30.9.0/24.',
      ].join(' '),
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    const [nsg] = of(resources, 'azurerm_network_security_group');
    const rules = [at(nsg.body, 'security_rule')].flat() as Record<string, unknown>[];
    expect(rules).toContainEqual(
      expect.objectContaining({
        access: 'Allow',
        destination_port_range: '5432',
        source_address_prefix: '10.30.9.0/24',
      }),
    );
    expect(rules[rules.length - 1]).toMatchObject({
      access: 'Deny',
      protocol: '*',
      destination_port_range: '*',
      source_address_prefix: '*',
      priority: 4096,
    });
    const links = of(resources, 'azurerm_subnet_network_security_group_association');
    expect(links.map((l) => l.name)).toEqual(['snet-db']);
  });

  it('bicep: a service tag as the source', async () => {
    const { resources, errors } = await generated(
      'An Azure network security group nsg-api that permits 8443 only from the AzureLoadBalancer service tag.',
      'bicep',
    );
    expect(errors).toEqual([]);
    const [nsg] = of(resources, 'Microsoft.Network/networkSecurityGroups');
    const rules = at(nsg.body, 'properties.securityRules') as { properties: Record<string, unknown> }[];
    expect(rules.map((r) => r.properties)).toEqual([
      expect.objectContaining({
        access: 'Allow',
        destinationPortRange: '8443',
        sourceAddressPrefix: 'AzureLoadBalancer',
      }),
      expect.objectContaining({ access: 'Deny', destinationPortRange: '*', sourceAddressPrefix: '*' }),
    ]);
  });

  it('terraform-azurerm: without "only", no rule denies the rest', async () => {
    const { resources, errors } = await generated('an NSG that opens 9090 from the vnet', 'terraform-azurerm');
    expect(errors).toEqual([]);
    const [nsg] = of(resources, 'azurerm_network_security_group');
    // One block reads back as an object, several as a list.
    const rules = [at(nsg.body, 'security_rule')].flat() as Record<string, unknown>[];
    expect(rules).toEqual([expect.objectContaining({ access: 'Allow', source_address_prefix: 'VirtualNetwork' })]);
  });
});

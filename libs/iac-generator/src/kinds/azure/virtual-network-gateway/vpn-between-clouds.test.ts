/**
 * A site-to-site VPN is both ends. On Azure: the virtual network gateway in its GatewaySubnet, its
 * public IP, the local network gateway for the other end and the IPsec connection with a sensitive
 * shared key (Terraform, ARM, Bicep). Between AWS and Azure in one multi-cloud Terraform request:
 * both ends are written and wired to each other (the AWS customer gateway takes the Azure gateway's
 * public IP, the Azure local network gateway the AWS tunnel's address, key and the VPC's range), so
 * no far-end input is left. Every answer is checked (zero errors).
 */
import { generated, of } from '../../../testing/resources';

const AZURE_END = [
  'azurerm_virtual_network_gateway',
  'azurerm_local_network_gateway',
  'azurerm_virtual_network_gateway_connection',
  'azurerm_public_ip',
];

describe('site-to-site VPN between AWS and Azure in one Terraform request', () => {
  it.each([
    'site-to-site VPN between an AWS VPC 10.0.0.0/16 and an Azure VNet 10.1.0.0/16',
    'An AWS VPC 10.0.0.0/16 and an Azure virtual network 10.1.0.0/16, connected with an IPsec VPN tunnel.',
    'Connect our Azure vnet (10.50.0.0/16) to the AWS VPC 10.60.0.0/16 over a site to site VPN connection',
  ])('%s: both ends written and wired to each other', async (prompt) => {
    const { result, resources, errors } = await generated(prompt, 'terraform');
    expect(errors).toEqual([]);
    for (const type of [...AZURE_END, 'aws_vpn_gateway', 'aws_customer_gateway', 'aws_vpn_connection'])
      expect([type, of(resources, type).length]).toEqual([type, 1]);
    const [cgw] = of(resources, 'aws_customer_gateway');
    expect(cgw.body.ip_address).toMatch(/^\$\{azurerm_public_ip\.\w+\.ip_address\}$/);
    const [lng] = of(resources, 'azurerm_local_network_gateway');
    expect(lng.body.gateway_address).toMatch(/aws_vpn_connection\.\w+\.tunnel1_address/);
    expect(JSON.stringify(lng.body.address_space)).toMatch(/aws_vpc\.\w+\.cidr_block/);
    const [cn] = of(resources, 'azurerm_virtual_network_gateway_connection');
    expect(cn.body.shared_key).toMatch(/aws_vpn_connection\.\w+\.tunnel1_preshared_key/);
    const [route] = of(resources, 'aws_vpn_connection_route');
    expect(route.body.destination_cidr_block).toMatch(/azurerm_virtual_network\.\w+\.address_space\[0\]/);
    expect(of(resources, 'azurerm_subnet').some((s) => s.body.name === 'GatewaySubnet')).toBe(true);
    // No far-end input is left to fill in.
    const variables = result.files.map((f) => f.content).join('\n');
    expect(variables).not.toMatch(/variable "(?:\w+_)?vpn_(?:remote_ip|remote_cidr|shared_key)"/);
  });
});

describe('the Azure end of a site-to-site VPN on its own', () => {
  it('Terraform: the range said is the other side, its IP and the shared key (sensitive) are inputs', async () => {
    const { result, resources, errors } = await generated(
      'an Azure vnet 10.20.0.0/16 with a site to site vpn to our datacenter 192.168.0.0/16',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    for (const type of AZURE_END) expect([type, of(resources, type).length]).toEqual([type, 1]);
    const [lng] = of(resources, 'azurerm_local_network_gateway');
    expect(lng.body.address_space).toEqual(['192.168.0.0/16']);
    expect(lng.body.gateway_address).toBe('${var.vpn_remote_ip}');
    const gatewaySubnet = of(resources, 'azurerm_subnet').find((s) => s.body.name === 'GatewaySubnet');
    expect(gatewaySubnet?.body.address_prefixes).toEqual(['10.20.255.224/27']);
    const text = result.files.map((f) => f.content).join('\n');
    expect(text).toMatch(/variable "vpn_shared_key" \{[^}]*sensitive\s+= true/);
  });

  it.each(['arm', 'bicep'] as const)('%s: gateway, GatewaySubnet, local gateway and connection', async (format) => {
    const { resources, errors } = await generated(
      'a virtual network with a site-to-site VPN to the branch office',
      format,
    );
    expect(errors).toEqual([]);
    for (const type of [
      'Microsoft.Network/virtualNetworkGateways',
      'Microsoft.Network/localNetworkGateways',
      'Microsoft.Network/connections',
      'Microsoft.Network/publicIPAddresses',
    ])
      expect([type, of(resources, type).length]).toEqual([type, 1]);
    expect(
      of(resources, 'Microsoft.Network/virtualNetworks/subnets').some((s) =>
        String(s.body.name).endsWith('/GatewaySubnet'),
      ),
    ).toBe(true);
  });

  it('an AWS-only VPN still takes the far end as inputs', async () => {
    const { resources, errors } = await generated(
      'a vpc with a site to site vpn to our office 172.16.0.0/16',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_customer_gateway')[0].body.ip_address).toBe('${var.vpn_remote_ip}');
  });
});

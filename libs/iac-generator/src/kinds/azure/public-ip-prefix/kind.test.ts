/**
 * A public IP prefix is its own kind (never one public IP), with the length and zones said, and a
 * NAT gateway beside it takes its outbound addresses from it, in every Azure format.
 */
import { at, generated, of } from '../../../testing/resources';

const TYPES = {
  'terraform-azurerm': { prefix: 'azurerm_public_ip_prefix', ip: 'azurerm_public_ip', nat: 'azurerm_nat_gateway' },
  arm: {
    prefix: 'Microsoft.Network/publicIPPrefixes',
    ip: 'Microsoft.Network/publicIPAddresses',
    nat: 'Microsoft.Network/natGateways',
  },
  bicep: {
    prefix: 'Microsoft.Network/publicIPPrefixes',
    ip: 'Microsoft.Network/publicIPAddresses',
    nat: 'Microsoft.Network/natGateways',
  },
} as const;
const FORMATS = Object.keys(TYPES) as (keyof typeof TYPES)[];

describe('Public IP prefix and the NAT gateway using it', () => {
  it.each(FORMATS)('%s: a /29 prefix in zones 1 and 2 gives the NAT gateway its addresses', async (format) => {
    const { resources, errors, result } = await generated(
      'I need outbound internet for my subnet: a NAT gateway fed by a /29 public IP prefix in zones 1 and 2',
      format,
    );
    expect(errors).toEqual([]);
    const [prefix] = of(resources, TYPES[format].prefix);
    const tf = format === 'terraform-azurerm';
    expect(at(prefix.body, tf ? 'prefix_length' : 'properties.prefixLength')).toBe(29);
    expect(at(prefix.body, 'zones')).toEqual(['1', '2']);
    // The prefix is the gateway's outbound address: no single public IP is added in its place.
    expect(of(resources, TYPES[format].ip)).toEqual([]);
    expect(of(resources, TYPES[format].nat)).toHaveLength(1);
    if (tf) expect(of(resources, 'azurerm_nat_gateway_public_ip_prefix_association')).toHaveLength(1);
    else expect(JSON.stringify(of(resources, TYPES[format].nat)[0].body)).toContain('publicIpPrefixes');
    expect(result.explanation).not.toMatch(/not covered: '(?:\/29|prefix)/);
  });

  it('says the prefix length as read ("prefix length 31"), and a NAT gateway alone still gets one public IP', async () => {
    const prefixOnly = await generated('Reserve a public IP prefix, prefix length 31', 'terraform-azurerm');
    expect(of(prefixOnly.resources, 'azurerm_public_ip_prefix')[0].body.prefix_length).toBe(31);
    const natOnly = await generated('A NAT gateway for the workloads subnet', 'terraform-azurerm');
    expect(of(natOnly.resources, 'azurerm_public_ip')).toHaveLength(1);
    expect(of(natOnly.resources, 'azurerm_public_ip_prefix')).toEqual([]);
  });
});

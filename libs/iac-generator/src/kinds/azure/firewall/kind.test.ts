/**
 * Azure Firewall with its firewall policy (threat intelligence, DNS proxy) and a rule collection
 * group (network and application rules), in AzureFirewallSubnet with a public IP in its
 * ip_configuration, in every Azure format.
 */
import { at, generated, of } from '../../../testing/resources';

const T = {
  'terraform-azurerm': {
    firewall: 'azurerm_firewall',
    policy: 'azurerm_firewall_policy',
    group: 'azurerm_firewall_policy_rule_collection_group',
    subnet: 'azurerm_subnet',
  },
  arm: {
    firewall: 'Microsoft.Network/azureFirewalls',
    policy: 'Microsoft.Network/firewallPolicies',
    group: 'Microsoft.Network/firewallPolicies/ruleCollectionGroups',
    subnet: 'Microsoft.Network/virtualNetworks/subnets',
  },
  bicep: {
    firewall: 'Microsoft.Network/azureFirewalls',
    policy: 'Microsoft.Network/firewallPolicies',
    group: 'Microsoft.Network/firewallPolicies/ruleCollectionGroups',
    subnet: 'Microsoft.Network/virtualNetworks/subnets',
  },
} as const;
const FORMATS = Object.keys(T) as (keyof typeof T)[];

describe('Azure Firewall, its policy and rule collection groups', () => {
  it.each(FORMATS)('%s: policy settings and rules are written where Azure takes them', async (format) => {
    const { resources, errors, result } = await generated(
      'Hub egress through Azure Firewall. Its firewall policy should deny on threat intelligence and enable DNS proxy. Add a rule collection group that allows port 8443 from 10.20.0.0/16, and allows traffic to *.ubuntu.com',
      format,
    );
    expect(errors).toEqual([]);
    const t = T[format];
    expect(of(resources, t.firewall)).toHaveLength(1);
    const [policy] = of(resources, t.policy);
    const [group] = of(resources, t.group);
    const text = JSON.stringify(group.body);
    if (format === 'terraform-azurerm') {
      expect([policy.body.threat_intelligence_mode, at(policy.body, 'dns.proxy_enabled')]).toEqual(['Deny', true]);
      expect(at(of(resources, t.firewall)[0].body, 'ip_configuration.public_ip_address_id')).toBeDefined();
      expect(of(resources, t.subnet).some((s) => s.body.name === 'AzureFirewallSubnet')).toBe(true);
    } else {
      expect(at(policy.body, 'properties.threatIntelMode')).toBe('Deny');
      expect(at(policy.body, 'properties.dnsSettings.enableProxy')).toBe(true);
    }
    for (const said of ['8443', '10.20.0.0/16', '*.ubuntu.com']) expect(text).toContain(said);
    expect(result.explanation).not.toMatch(/not covered/);
  });

  it('a firewall alone gets one policy (Alert) and no rules it was not asked for', async () => {
    const { resources } = await generated('Put an Azure Firewall in front of the spoke networks', 'terraform-azurerm');
    expect(of(resources, 'azurerm_firewall_policy')[0].body.threat_intelligence_mode).toBe('Alert');
    expect(of(resources, 'azurerm_firewall_policy_rule_collection_group')).toEqual([]);
    expect(of(resources, 'azurerm_network_security_group')).toEqual([]);
  });
});

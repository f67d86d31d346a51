import { type Needs } from '../../../plan/needs';
import { inGroup, publicIpFor } from '../common';

/**
 * An Azure Firewall deploys only into a subnet of its own named AzureFirewallSubnet, with a public
 * IP in its ip_configuration, and takes its rules from a firewall policy: the one asked for, else
 * one added; rules said of it (ports, names it allows) go into a rule collection group of the policy.
 */
export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  const vnet = plan.ensure('azure.virtual_network', 'the network the firewall protects', { label: 'main' });
  const subnet =
    plan.all('azure.subnet').find((s) => s.config.purpose === 'firewall') ??
    plan.add('azure.subnet', {
      implicit: 'Azure Firewall needs its own subnet named AzureFirewallSubnet',
      label: 'firewall',
      config: { purpose: 'firewall', fixedName: 'AzureFirewallSubnet' },
    });
  subnet.ref.vnet = vnet;
  c.ref.subnet = subnet;
  c.ref.vnet = vnet;
  publicIpFor(c, plan, 'the public address the firewall sends and receives traffic on', 'firewall');
  const policy = plan.ensure('azure.firewall_policy', 'an Azure Firewall takes its rules from a firewall policy', {
    label: 'main',
  });
  c.ref.policy = policy;
  policy.ref.firewall ??= c;
  if (c.attrs.ports.length || c.attrs.allowedFqdns?.length)
    plan.ensure('azure.firewall_policy_rule_collection_group', 'the rules said of the firewall', { label: 'main' });
};

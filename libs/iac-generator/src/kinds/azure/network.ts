/** Virtual networks, subnets, NSGs, public IPs, NAT, load balancing, private endpoints. */
import { type Component } from '../../model/types';
import { planStatedRecords, statedRecord } from '../dns';
import { type Kind } from '../kind';
import { endpointTarget, inGroup, publicIpFor, subnetFor } from './common';

export const NETWORK_KINDS: Kind[] = [
  {
    kind: 'azure.resource_group',
    label: 'main',
    title: 'Resource group',
  },
  {
    kind: 'azure.virtual_network',
    label: 'main',
    title: 'Virtual network',
    needs: (c, plan) => {
      inGroup(c, plan);
      if (!plan.all('azure.subnet').length)
        plan.add('azure.subnet', {
          implicit: 'a network needs at least one subnet',
          label: 'workloads',
          config: { purpose: 'workloads' },
        }).ref.vnet = c;
    },
  },
  {
    kind: 'azure.subnet',
    label: 'workloads',
    title: 'Subnet',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.vnet ??= plan.ensure('azure.virtual_network', 'the network the subnet belongs to', { label: 'main' });
    },
  },
  {
    kind: 'azure.network_security_group',
    label: 'main',
    title: 'Network security group',
    needs: (c, plan) => void subnetFor(c, plan),
  },
  {
    kind: 'azure.public_ip',
    label: 'main',
    title: 'Public IP',
    needs: inGroup,
  },
  {
    kind: 'azure.nat_gateway',
    label: 'main',
    title: 'NAT gateway',
    needs: (c, plan) => {
      subnetFor(c, plan);
      publicIpFor(c, plan, 'the NAT gateway needs an outbound address', 'nat');
    },
  },
  {
    kind: 'azure.lb',
    label: 'main',
    title: 'Load balancer',
    needs: (c, plan) => {
      inGroup(c, plan);
      if (c.attrs.flags.has('internal')) subnetFor(c, plan);
      else publicIpFor(c, plan, 'the public frontend of the load balancer', 'lb');
    },
  },
  {
    kind: 'azure.private_endpoint',
    label: 'main',
    title: 'Private endpoint',
    needs: (c, plan) => {
      subnetFor(c, plan, 'private-endpoints');
      c.ref.target =
        endpointTarget(c, plan) ??
        plan.add('azure.storage_account', { implicit: 'the service the private endpoint reaches', label: 'main' });
    },
  },
  {
    kind: 'azure.route_table',
    label: 'main',
    title: 'Route table',
    needs: (c, plan) => void subnetFor(c, plan),
  },
  {
    kind: 'azure.dns_zone',
    label: 'main',
    title: 'DNS zone',
    needs: (c, plan) => {
      inGroup(c, plan);
      planStatedRecords(plan, 'azure.dns_a_record', c);
    },
  },
  {
    kind: 'azure.dns_a_record',
    label: 'www',
    title: 'DNS record',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.zone ??=
        plan.first('azure.private_dns_zone') ??
        plan.ensure('azure.dns_zone', 'the zone the record belongs to', { label: 'main' });
      planStatedRecords(plan, 'azure.dns_a_record', c.ref.zone as Component);
      if (statedRecord(c)) return;
      c.ref.ip =
        plan.first('azure.public_ip') ??
        plan.add('azure.public_ip', { implicit: 'the address the record points at', label: c.id });
    },
  },
  {
    kind: 'azure.bastion_host',
    label: 'main',
    title: 'Azure Bastion',
    needs: (c, plan) => {
      // Bastion deploys only into a subnet of its own with the fixed name AzureBastionSubnet.
      inGroup(c, plan);
      const vnet = plan.ensure('azure.virtual_network', 'the network Bastion reaches machines in', { label: 'main' });
      const subnet =
        plan.all('azure.subnet').find((s) => s.config.purpose === 'bastion') ??
        plan.add('azure.subnet', {
          implicit: 'Azure Bastion needs its own subnet named AzureBastionSubnet',
          label: 'bastion',
          config: { purpose: 'bastion', fixedName: 'AzureBastionSubnet' },
        });
      subnet.ref.vnet = vnet;
      c.ref.subnet = subnet;
      publicIpFor(c, plan, 'the public address Bastion is reached on', 'bastion');
    },
  },
  {
    kind: 'azure.application_gateway',
    label: 'main',
    title: 'Application gateway (WAF v2)',
    needs: (c, plan) => {
      // The gateway needs a subnet of its own; the certificate comes from Key Vault through an identity.
      const s = subnetFor(c, plan, 'appgw');
      s.config.purpose = 'appgw';
      publicIpFor(c, plan, 'the public frontend of the application gateway', 'appgw');
      c.ref.identity =
        plan.first('azure.user_assigned_identity') ??
        plan.add('azure.user_assigned_identity', {
          implicit: 'reads the TLS certificate from Key Vault',
          label: `${c.id}_appgw`,
        });
    },
  },
];

/** VPC networks, subnetworks, firewalls, Cloud Router + NAT, addresses, DNS and HTTPS load balancing. */
import { type Component } from '../../model/types';
import { planStatedRecords, statedRecord } from '../dns';
import { type Kind } from '../kind';
import { networkFor } from './common';

export const NETWORK_KINDS: Kind[] = [
  {
    kind: 'gcp.compute_network',
    label: 'main',
    title: 'VPC network',
    needs: (_c, plan) =>
      void (
        plan.first('gcp.compute_subnetwork') ??
        plan.add('gcp.compute_subnetwork', { implicit: 'a custom network needs a subnetwork', label: 'main' })
      ),
  },
  {
    kind: 'gcp.compute_subnetwork',
    label: 'main',
    title: 'Subnetwork',
    needs: (c, plan) =>
      void (c.ref.network ??= plan.ensure('gcp.compute_network', 'the network the subnetwork belongs to', {
        label: 'main',
      })),
  },
  {
    kind: 'gcp.existing_network',
    label: 'default',
    title: 'Existing VPC network',
  },
  {
    kind: 'gcp.existing_subnetwork',
    label: 'default',
    title: 'Existing subnetwork',
  },
  {
    kind: 'gcp.compute_firewall',
    label: 'allow_internal',
    title: 'Firewall rule',
    needs: (c, plan) => void networkFor(c, plan),
  },
  {
    kind: 'gcp.compute_router',
    label: 'main',
    title: 'Cloud Router',
    needs: (c, plan) => void networkFor(c, plan),
  },
  {
    kind: 'gcp.router_nat',
    label: 'main',
    title: 'Cloud NAT',
    needs: (c, plan) => {
      networkFor(c, plan);
      c.ref.router = plan.ensure('gcp.compute_router', 'Cloud NAT runs on a Cloud Router', { label: 'main' });
    },
  },
  {
    kind: 'gcp.compute_address',
    label: 'main',
    title: 'Static IP address',
  },
  {
    kind: 'gcp.dns_managed_zone',
    label: 'main',
    title: 'Cloud DNS zone',
    needs: (c, plan) => {
      // A private zone answers only in the networks it is visible to.
      if (c.attrs.flags.has('private'))
        c.ref.network = plan.ensure('gcp.compute_network', 'the network the private zone answers in', {
          label: 'main',
        });
      planStatedRecords(plan, 'gcp.dns_record_set', c);
    },
  },
  {
    kind: 'gcp.dns_record_set',
    label: 'www',
    title: 'DNS record',
    needs: (c, plan) => {
      c.ref.zone ??= plan.ensure('gcp.dns_managed_zone', 'the zone the record belongs to', { label: 'main' });
      planStatedRecords(plan, 'gcp.dns_record_set', c.ref.zone as Component);
      if (statedRecord(c)) return;
      c.ref.address =
        plan.first('gcp.compute_global_address') ??
        plan.first('gcp.compute_address') ??
        plan.add('gcp.compute_address', { implicit: 'the address the record points at', label: c.id });
    },
  },
  {
    kind: 'gcp.compute_global_address',
    label: 'lb',
    title: 'Global IP address',
  },
  {
    kind: 'gcp.compute_forwarding_rule',
    label: 'lb',
    title: 'HTTP(S) load balancer',
    needs: (c, plan) => {
      c.ref.address =
        plan.first('gcp.compute_global_address') ??
        plan.add('gcp.compute_global_address', { implicit: 'a stable address for the load balancer', label: c.id });
      c.ref.backend =
        plan.first('gcp.compute_instance_group_manager') ??
        plan.first('gcp.cloud_run_v2_service') ??
        plan.add('gcp.compute_instance_group_manager', {
          implicit: 'the backends the load balancer sends traffic to',
          label: 'web',
        });
    },
  },
  {
    kind: 'gcp.compute_health_check',
    label: 'http',
    title: 'Health check',
  },
  {
    kind: 'gcp.compute_security_policy',
    label: 'edge',
    title: 'Cloud Armor policy',
  },
];

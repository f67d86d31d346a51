import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { FAR_END_ASN, farEndCidr } from './far-end';

export const terraform: TerraformWriter = {
  resourceType: 'aws_vpn_gateway',
  write: (c, x) => {
    const vpc = c.ref.vpc as Component;
    x.primary(c, { vpc_id: x.ref(vpc), tags: { Name: givenName(c) } });
    // Both ends of the site-to-site connection, and the routes between them.
    const gateway = x.resource(
      'aws_customer_gateway',
      c.id,
      {
        bgp_asn: FAR_END_ASN,
        ip_address: x.variable('vpn_remote_ip', {
          type: 'string',
          description:
            'Public IP address of the VPN device at the other end (for another cloud: its VPN gateway public IP)',
        }),
        type: 'ipsec.1',
        tags: { Name: `${givenName(c)}-remote` },
      },
      'The other end of the VPN: the device AWS connects to.',
    );
    const connection = x.resource('aws_vpn_connection', c.id, {
      vpn_gateway_id: x.ref(c),
      customer_gateway_id: expr(`${gateway}.id`),
      type: 'ipsec.1',
      static_routes_only: true,
      tags: { Name: givenName(c) },
    });
    x.resource(
      'aws_vpn_connection_route',
      c.id,
      {
        vpn_connection_id: expr(`${connection}.id`),
        destination_cidr_block:
          farEndCidr(c, x.plan) ??
          x.variable('vpn_remote_cidr', {
            type: 'string',
            description: 'Address range of the network at the other end of the VPN',
          }),
      },
      'Traffic for the other network goes through the tunnel...',
    );
    // ...and the VPC's route tables learn that route from the gateway.
    const tables = x.plan.all('aws.route_table');
    const ids = tables.length
      ? tables.map((t) => ({ label: `${c.id}_${t.id}`, id: x.ref(t) }))
      : [{ label: c.id, id: x.ref(vpc, 'main_route_table_id') }];
    for (const t of ids)
      x.resource('aws_vpn_gateway_route_propagation', t.label, { vpn_gateway_id: x.ref(c), route_table_id: t.id });
    // What the other end takes from this one when another cloud's part of the request writes it
    // (render/terraform/far-ends.ts): the first tunnel's address and key, and the VPC's range.
    x.offer('vpn_remote_ip', expr(`${connection}.tunnel1_address`));
    x.offer('vpn_shared_key', expr(`${connection}.tunnel1_preshared_key`));
    x.offer('vpn_remote_cidr', x.ref(vpc, 'cidr_block'));
    x.output(
      `${c.id}_tunnel_addresses`,
      [expr(`${connection}.tunnel1_address`), expr(`${connection}.tunnel2_address`)],
      'Public IPs of the two AWS tunnel endpoints, for the device at the other end',
    );
  },
};

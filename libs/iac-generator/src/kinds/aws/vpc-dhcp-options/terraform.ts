import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_vpc_dhcp_options',
  write: (c, x) => {
    const servers = [...new Set((c.config.dns as string[] | undefined) ?? [])];
    x.primary(c, {
      domain_name: decide(c).domainName,
      domain_name_servers: servers.length ? servers : ['AmazonProvidedDNS'],
      tags: { Name: givenName(c) },
    });
    x.resource('aws_vpc_dhcp_options_association', c.id, {
      vpc_id: x.ref(c.ref.vpc as Component),
      dhcp_options_id: x.ref(c),
    });
  },
};

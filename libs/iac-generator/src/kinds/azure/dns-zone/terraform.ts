import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_dns_zone',
  write: (c, x) => {
    const { domain } = decide(c);
    x.primary(c, {
      name: domain,
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      tags: tags(c),
    });
    x.output(`${c.id}_name_servers`, x.ref(c, 'name_servers'), 'Delegate the domain to these name servers');
  },
};

import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { ownName } from '../naming';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_private_link_service',
  write: (c, x) => {
    const lb = c.ref.lb as Component | undefined;
    x.primary(c, {
      name: ownName(c, 'pls'),
      ...placed(c, x),
      load_balancer_frontend_ip_configuration_ids: lb
        ? [expr(`${x.addr(lb)}.frontend_ip_configuration[0].id`)]
        : undefined,
      nat_ip_configuration: block({
        name: 'primary',
        primary: true,
        private_ip_address_version: 'IPv4',
        subnet_id: x.ref(c.ref.subnet as Component),
      }),
      tags: tags(c),
    });
  },
};

import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_lb',
  write: (c, x) => {
    const ip = c.ref.ip as Component | undefined;
    x.primary(c, {
      name: `lb-${azName(c)}`,
      ...placed(c, x),
      sku: 'Standard',
      frontend_ip_configuration: block(
        ip
          ? { name: 'frontend', public_ip_address_id: x.ref(ip) }
          : {
              name: 'frontend',
              subnet_id: x.ref(c.ref.subnet as Component),
              private_ip_address_allocation: 'Dynamic',
            },
      ),
      tags: tags(c),
    });
    const pool = x.resource('azurerm_lb_backend_address_pool', c.id, { loadbalancer_id: x.ref(c), name: 'backend' });
    const probe = x.resource('azurerm_lb_probe', c.id, {
      loadbalancer_id: x.ref(c),
      name: 'https',
      protocol: 'Tcp',
      port: 443,
    });
    x.resource('azurerm_lb_rule', c.id, {
      loadbalancer_id: x.ref(c),
      name: 'https',
      protocol: 'Tcp',
      frontend_port: 443,
      backend_port: 443,
      frontend_ip_configuration_name: 'frontend',
      backend_address_pool_ids: [expr(`${pool}.id`)],
      probe_id: expr(`${probe}.id`),
      disable_outbound_snat: true,
    });
  },
};

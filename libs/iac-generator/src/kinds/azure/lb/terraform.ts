import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_lb',
  write: (c, x) => {
    const d = decide(c);
    const ip = d.publicIp;
    x.primary(c, {
      name: d.name,
      ...placed(c, x),
      sku: d.sku,
      frontend_ip_configuration: block(
        ip
          ? { name: d.frontend, public_ip_address_id: x.ref(ip) }
          : {
              name: d.frontend,
              subnet_id: x.ref(d.subnet as Component),
              private_ip_address_allocation: 'Dynamic',
            },
      ),
      tags: tags(c),
    });
    const pool = x.resource('azurerm_lb_backend_address_pool', c.id, { loadbalancer_id: x.ref(c), name: d.pool });
    const probe = x.resource('azurerm_lb_probe', c.id, {
      loadbalancer_id: x.ref(c),
      name: d.probe.name,
      protocol: d.probe.protocol,
      port: d.probe.port,
      request_path: d.probe.path,
    });
    x.resource('azurerm_lb_rule', c.id, {
      loadbalancer_id: x.ref(c),
      name: d.probe.name,
      protocol: d.ruleProtocol,
      frontend_port: d.probe.port,
      backend_port: d.probe.port,
      frontend_ip_configuration_name: d.frontend,
      backend_address_pool_ids: [expr(`${pool}.id`)],
      probe_id: expr(`${probe}.id`),
      disable_outbound_snat: true,
    });
  },
};

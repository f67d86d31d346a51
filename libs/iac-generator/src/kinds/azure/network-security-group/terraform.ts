import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { guardedSubnets } from '../common';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_network_security_group',
  write: (c, x) => {
    const { name, rules } = decide(c);
    x.primary(
      c,
      {
        name,
        ...placed(c, x),
        security_rule: rules.map((r) =>
          block({
            name: r.name,
            priority: r.priority,
            direction: r.direction,
            access: r.access,
            protocol: r.protocol,
            source_port_range: r.sourcePorts,
            destination_port_range: r.destinationPort,
            source_address_prefix: r.source,
            destination_address_prefix: r.destination,
          }),
        ),
        tags: tags(c),
      },
      rules.some((r) => r.access === 'Deny' && r.destinationPort === '*')
        ? 'Inbound traffic only as listed; everything else is denied by the last rule.'
        : 'Inbound traffic on the listed ports; Azure still lets in traffic from inside the network by default.',
    );
    for (const s of guardedSubnets(c, x.plan))
      x.resource('azurerm_subnet_network_security_group_association', s.id, {
        subnet_id: x.ref(s),
        network_security_group_id: x.ref(c),
      });
  },
};

import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName, securityRules, takesSecurityGroup } from '../common';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_network_security_group',
  write: (c, x) => {
    x.primary(
      c,
      {
        name: `nsg-${azName(c)}`,
        ...placed(c, x),
        security_rule: securityRules(c).map((r) =>
          block({
            name: r.name,
            priority: r.priority,
            direction: 'Inbound',
            access: r.access,
            protocol: 'Tcp',
            source_port_range: '*',
            destination_port_range: String(r.port),
            source_address_prefix: r.source,
            destination_address_prefix: '*',
          }),
        ),
        tags: tags(c),
      },
      'Inbound traffic only on the listed ports; Azure denies the rest by default.',
    );
    for (const s of x.plan.all('azure.subnet').filter(takesSecurityGroup))
      x.resource('azurerm_subnet_network_security_group_association', s.id, {
        subnet_id: x.ref(s),
        network_security_group_id: x.ref(c),
      });
  },
};

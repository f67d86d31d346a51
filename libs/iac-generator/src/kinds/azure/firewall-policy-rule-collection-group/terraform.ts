import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_firewall_policy_rule_collection_group',
  write: (c, x) => {
    const { name, policy, priority, network, application } = decide(c, x.plan);
    x.primary(c, {
      name,
      firewall_policy_id: x.ref(policy),
      priority,
      network_rule_collection: network
        ? block({
            name: 'network-allow',
            priority: 100,
            action: 'Allow',
            rule: block({
              name: 'allow-ports',
              protocols: ['TCP'],
              source_addresses: network.sources,
              destination_addresses: ['*'],
              destination_ports: network.ports,
            }),
          })
        : undefined,
      application_rule_collection: application
        ? block({
            name: 'application-allow',
            priority: 200,
            action: 'Allow',
            rule: block({
              name: 'allow-fqdns',
              protocols: block({ type: 'Https', port: 443 }),
              source_addresses: application.sources,
              destination_fqdns: application.fqdns,
            }),
          })
        : undefined,
    });
  },
};

import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, policy, priority, network, application } = decide(c, x.plan);
    const filter = (collection: string, at: number) => ({
      ruleCollectionType: 'FirewallPolicyFilterRuleCollection',
      name: collection,
      priority: at,
      action: { type: 'Allow' },
    });
    x.resource(c, 'Microsoft.Network/firewallPolicies/ruleCollectionGroups', NET, {
      name: x.under(policy, azName(policy), name),
      properties: {
        priority,
        ruleCollections: [
          ...(network
            ? [
                {
                  ...filter('network-allow', 100),
                  rules: [
                    {
                      ruleType: 'NetworkRule',
                      name: 'allow-ports',
                      ipProtocols: ['TCP'],
                      sourceAddresses: network.sources,
                      destinationAddresses: ['*'],
                      destinationPorts: network.ports,
                    },
                  ],
                },
              ]
            : []),
          ...(application
            ? [
                {
                  ...filter('application-allow', 200),
                  rules: [
                    {
                      ruleType: 'ApplicationRule',
                      name: 'allow-fqdns',
                      protocols: [{ protocolType: 'Https', port: 443 }],
                      sourceAddresses: application.sources,
                      targetFqdns: application.fqdns,
                    },
                  ],
                },
              ]
            : []),
        ],
      },
      dependsOn: [x.symbol(policy)],
    });
  },
};

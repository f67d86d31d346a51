import { type Component } from '../../../model/types';
import { ArmExpr, type ArmWriter } from '../../../render/azure/arm-context';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const lb = c.ref.lb as Component | undefined;
    const subnet = c.ref.subnet as Component;
    const lbName = lb && ownName(lb, 'lb');
    x.resource(c, 'Microsoft.Network/privateLinkServices', '2023-09-01', {
      name: ownName(c, 'pls'),
      location: x.location(),
      properties: {
        loadBalancerFrontendIpConfigurations: lbName
          ? [
              {
                // A frontend is part of the balancer's body: its id is the balancer's id with its name after it.
                id: new ArmExpr(
                  `format('{0}/frontendIPConfigurations/frontend', resourceId('Microsoft.Network/loadBalancers', '${lbName}'))`,
                  `'\${${x.symbol(lb!)}.id}/frontendIPConfigurations/frontend'`,
                ),
              },
            ]
          : [],
        ipConfigurations: [
          {
            name: 'primary',
            properties: {
              primary: true,
              privateIPAllocationMethod: 'Dynamic',
              privateIPAddressVersion: 'IPv4',
              subnet: { id: x.ref(x.symbol(subnet)) },
            },
          },
        ],
      },
      dependsOn: [x.symbol(subnet), ...(lb ? [x.symbol(lb)] : [])],
    });
  },
};

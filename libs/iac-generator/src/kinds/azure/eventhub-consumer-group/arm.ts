import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const hub = c.ref.hub as Component;
    x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.EventHub/namespaces/eventhubs/consumergroups',
      apiVersion: '2024-01-01',
      name: x.child(x.nameOf(x.symbol(hub.ref.namespace as Component), 'evh'), azName(hub), azName(c, 50)),
      body: { properties: {} },
      dependsOn: [x.symbol(hub)],
    });
  },
};

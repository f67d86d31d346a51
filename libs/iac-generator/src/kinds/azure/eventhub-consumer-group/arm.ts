import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const hub = c.ref.hub as Component;
    x.resource(c, 'Microsoft.EventHub/namespaces/eventhubs/consumergroups', '2024-01-01', {
      name: x.under(hub.ref.namespace as Component, 'evh', azName(hub), azName(c, 50)),
      properties: {},
      dependsOn: [x.symbol(hub)],
    });
  },
};

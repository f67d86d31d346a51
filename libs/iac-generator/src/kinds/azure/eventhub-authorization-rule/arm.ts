import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const hub = c.ref.hub as Component | undefined;
    const rights = (c.config.rights as string[]) ?? ['Listen'];
    if (!hub) {
      const namespace = c.ref.namespace as Component;
      x.resource(c, 'Microsoft.EventHub/namespaces/authorizationRules', '2024-01-01', {
        name: x.under(namespace, 'evh', azName(c, 50)),
        properties: { rights },
        dependsOn: [x.symbol(namespace)],
      });
      return;
    }
    x.resource(c, 'Microsoft.EventHub/namespaces/eventhubs/authorizationRules', '2024-01-01', {
      name: x.under(hub.ref.namespace as Component, 'evh', azName(hub), azName(c, 50)),
      properties: { rights },
      dependsOn: [x.symbol(hub)],
    });
  },
};

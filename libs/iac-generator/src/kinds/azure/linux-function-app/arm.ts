import { type ArmContext, ArmExpr, type ArmWriter } from '../../../render/azure/arm-context';
import { type Component } from '../../../model/types';
import { functionFx, linuxSite } from '../arm/compute';
import { decide } from './decide';

/** A Service Bus namespace's host name, `<name>.servicebus.windows.net`, in ARM and Bicep. */
function hostName(x: ArmContext, bus: Component): string | ArmExpr {
  const name = x.nameOf(x.symbol(bus), bus.id);
  if (typeof name === 'string') return `${name}.servicebus.windows.net`;
  return new ArmExpr(
    `concat(${name.inner}, '.servicebus.windows.net')`,
    `${name.bicep.slice(0, -1)}.servicebus.windows.net'`,
  );
}

export const arm: ArmWriter = {
  write: (c, x) => {
    const { stack, storage, bus } = decide(c);
    linuxSite(c, x, {
      prefix: 'func',
      kind: 'functionapp,linux',
      fx: functionFx(stack),
      siteConfig: {
        appSettings: [
          { name: 'AzureWebJobsStorage__accountName', value: x.ref(x.symbol(storage), 'name') },
          { name: 'FUNCTIONS_EXTENSION_VERSION', value: '~4' },
          { name: 'FUNCTIONS_WORKER_RUNTIME', value: stack.worker },
          // A Service Bus trigger or output connects with the app's identity: the namespace's host name.
          ...(bus ? [{ name: 'ServiceBusConnection__fullyQualifiedNamespace', value: hostName(x, bus) }] : []),
        ],
      },
    });
  },
};

import { type ArmContext, ArmExpr, type ArmWriter } from '../../../render/azure/arm-context';
import { type Component } from '../../../model/types';
import { functionFx, linuxSite } from '../arm/compute';
import { decide } from './decide';
import { QUEUE_CONNECTION } from '../queue-trigger';
import { armQuote } from '../../../render/azure/arm-context';

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
    const { stack, storage, bus, queueAccount } = decide(c);
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
          // A storage queue trigger's connection (connection "QueueStorage"): the account's queue service, no key.
          ...(queueAccount ? [{ name: QUEUE_CONNECTION, value: queueEndpoint(x, queueAccount) }] : []),
        ],
      },
    });
  },
};

/** A storage account's queue endpoint (`https://<name>.queue.core.windows.net/`), read from the account in ARM and Bicep. */
function queueEndpoint(x: ArmContext, account: Component): ArmExpr {
  const name = x.nameOf(x.symbol(account), account.id);
  const armName = typeof name === 'string' ? armQuote(name) : name.inner;
  return new ArmExpr(
    `reference(resourceId('Microsoft.Storage/storageAccounts', ${armName}), '2023-01-01').primaryEndpoints.queue`,
    `${x.symbol(account)}.properties.primaryEndpoints.queue`,
  );
}

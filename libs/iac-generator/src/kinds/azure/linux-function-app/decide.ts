import { azureStack } from '../../../model/runtimes';
import { type Component } from '../../../model/types';

/** What the request's settings decide for a Linux function app, once for every format. */
export function decide(c: Component) {
  return {
    // The language and version asked for; Python when none was.
    stack: azureStack(c.attrs, 'python'),
    // Functions keep their state in the storage account planned for them, reached with the app's identity.
    storage: c.ref.storage as Component,
    // The Service Bus namespace of the queues or topics asked for with it (grants.ts), reached with its identity.
    bus: c.ref.serviceBus as Component | undefined,
    // The account of the storage queue that triggers it (queue-trigger.ts), reached with its identity.
    queueAccount: c.ref.queueAccount as Component | undefined,
  };
}

import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name } = decide(c);
    const sa = c.ref.account as Component;
    // The account's queue service ('default') is implicit: a queue is named under it.
    x.resource(c, 'Microsoft.Storage/storageAccounts/queueServices/queues', '2023-01-01', {
      name: x.under(sa, 'st', 'default', name),
      properties: { metadata: {} },
      dependsOn: [x.symbol(sa)],
    });
  },
};

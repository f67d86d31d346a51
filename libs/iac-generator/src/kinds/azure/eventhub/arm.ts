import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { containerName } from '../data';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { capture, partitions, retentionDays } = decide(c);
    const store = capture;
    x.resource(c, 'Microsoft.EventHub/namespaces/eventhubs', '2024-01-01', {
      name: x.under(c.ref.namespace as Component, 'evh', azName(c)),
      properties: {
        partitionCount: partitions,
        messageRetentionInDays: retentionDays,
        captureDescription: store
          ? {
              enabled: true,
              encoding: store.encoding,
              intervalInSeconds: store.intervalSeconds,
              sizeLimitInBytes: store.sizeLimitBytes,
              destination: {
                name: store.destination,
                properties: {
                  storageAccountResourceId: x.ref(x.symbol(store.account)),
                  blobContainer: store.container ? containerName(store.container) : store.containerName,
                  archiveNameFormat: store.archiveNameFormat,
                },
              },
            }
          : undefined,
      },
      dependsOn: [x.symbol(c.ref.namespace as Component), ...(store?.container ? [x.symbol(store.container)] : [])],
    });
  },
};

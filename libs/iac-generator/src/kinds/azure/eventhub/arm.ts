import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { containerName } from '../data';
import { captureSeconds } from '../notify';

export const arm: ArmWriter = {
  write: (c, x) => {
    const store = c.attrs.capture ? (c.ref.capture as Component | undefined) : undefined;
    x.resource(c, 'Microsoft.EventHub/namespaces/eventhubs', '2024-01-01', {
      name: x.under(c.ref.namespace as Component, 'evh', azName(c)),
      properties: {
        partitionCount: c.attrs.shards ?? 2,
        messageRetentionInDays: Math.min(7, c.attrs.retentionDays ?? 1),
        // Capture writes each window of events to the blob container as Avro files.
        captureDescription: store
          ? {
              enabled: true,
              encoding: 'Avro',
              intervalInSeconds: captureSeconds(c),
              destination: {
                name: 'EventHubArchive.AzureBlockBlob',
                properties: {
                  storageAccountResourceId: x.ref(x.symbol(store.ref.account as Component)),
                  blobContainer: containerName(store),
                  archiveNameFormat:
                    '{Namespace}/{EventHub}/{PartitionId}/{Year}/{Month}/{Day}/{Hour}/{Minute}/{Second}',
                },
              },
            }
          : undefined,
      },
      dependsOn: [x.symbol(c.ref.namespace as Component), ...(store ? [x.symbol(store)] : [])],
    });
  },
};

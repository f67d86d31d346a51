import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { captureSeconds } from '../notify';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventhub',
  write: (c, x) => {
    const store = c.attrs.capture ? (c.ref.capture as Component | undefined) : undefined;
    x.primary(c, {
      name: azName(c),
      namespace_id: x.ref(c.ref.namespace as Component),
      partition_count: c.attrs.shards ?? 2,
      message_retention: Math.min(7, c.attrs.retentionDays ?? 1),
      // Capture writes each window of events to the blob container as Avro files.
      capture_description: store
        ? block({
            enabled: true,
            encoding: 'Avro',
            interval_in_seconds: captureSeconds(c),
            destination: block({
              name: 'EventHubArchive.AzureBlockBlob',
              archive_name_format: '{Namespace}/{EventHub}/{PartitionId}/{Year}/{Month}/{Day}/{Hour}/{Minute}/{Second}',
              blob_container_name: x.ref(store, 'name'),
              storage_account_id: x.ref(store.ref.account as Component),
            }),
          })
        : undefined,
    });
  },
};

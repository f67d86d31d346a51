import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventhub',
  write: (c, x) => {
    const { capture, partitions, retentionDays } = decide(c);
    const store = capture;
    x.primary(c, {
      name: azName(c),
      namespace_id: x.ref(c.ref.namespace as Component),
      partition_count: partitions,
      message_retention: retentionDays,
      capture_description: store
        ? block({
            enabled: true,
            encoding: store.encoding,
            interval_in_seconds: store.intervalSeconds,
            size_limit_in_bytes: store.sizeLimitBytes,
            destination: block({
              name: store.destination,
              archive_name_format: store.archiveNameFormat,
              blob_container_name: store.container ? x.ref(store.container, 'name') : store.containerName,
              storage_account_id: x.ref(store.account),
            }),
          })
        : undefined,
    });
  },
};

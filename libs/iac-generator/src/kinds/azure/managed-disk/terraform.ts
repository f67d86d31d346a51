import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { dataDisksOf, decide, hostOf } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_managed_disk',
  write: (c, x) => {
    const on = hostOf(x.plan);
    // A scale set's data disk is part of the scale set's definition (compute.ts writes it there).
    if (on?.scaleSet) return void x.produced.set(c, [x.addr(on.host)]);
    const { name, sku, sizeGb, networkAccess } = decide(c);
    x.primary(c, {
      name,
      ...placed(c, x),
      storage_account_type: sku,
      // In the zone of the machine it is attached to: a disk attaches only to a machine of its own zone.
      zone: on?.host.attrs.zoneNumbers?.[0],
      create_option: 'Empty',
      disk_size_gb: sizeGb,
      public_network_access_enabled: false,
      network_access_policy: networkAccess,
      tags: tags(c),
    });
    if (on)
      x.resource('azurerm_virtual_machine_data_disk_attachment', c.id, {
        managed_disk_id: x.ref(c),
        virtual_machine_id: x.ref(on.host),
        lun: dataDisksOf(on.host, x.plan).indexOf(c),
        caching: 'ReadWrite',
      });
  },
};

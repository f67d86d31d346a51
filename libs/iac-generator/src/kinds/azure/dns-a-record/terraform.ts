import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { recordTtl, statedRecord } from '../../dns';
import { writeStatedRecord } from '../terraform/dns';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_dns_a_record',
  write: (c, x) => {
    const stated = statedRecord(c);
    if (stated)
      return writeStatedRecord(
        c,
        x,
        stated,
        x.ref(c.ref.zone as Component, 'name'),
        x.ref(c.ref.group as Component, 'name'),
      );
    x.primary(c, {
      name: 'www',
      zone_name: x.ref(c.ref.zone as Component, 'name'),
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      ttl: recordTtl(c),
      target_resource_id: x.ref(c.ref.ip as Component),
    });
  },
};

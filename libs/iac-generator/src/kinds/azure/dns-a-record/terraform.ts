import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { writeStatedRecord } from '../terraform/dns';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_dns_a_record',
  write: (c, x) => {
    const { stated, host, ttl } = decide(c);
    if (stated)
      return writeStatedRecord(
        c,
        x,
        stated,
        x.ref(c.ref.zone as Component, 'name'),
        x.ref(c.ref.group as Component, 'name'),
      );
    x.primary(c, {
      name: host,
      zone_name: x.ref(c.ref.zone as Component, 'name'),
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      ttl,
      target_resource_id: x.ref(c.ref.ip as Component),
    });
  },
};

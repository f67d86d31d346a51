import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { recordTtl, statedRecord } from '../../dns';
import { project } from '../terraform/common';
import { writeStatedRecordSet } from '../terraform/dns';

export const terraform: TerraformWriter = {
  resourceType: 'google_dns_record_set',
  write: (c, x) => {
    const stated = statedRecord(c);
    if (stated) return writeStatedRecordSet(c, x, stated);
    const zone = c.ref.zone as Component;
    x.primary(c, {
      project: project(x),
      managed_zone: x.ref(zone, 'name'),
      name: expr(`"www.\${${x.addr(zone)}.dns_name}"`),
      type: 'A',
      ttl: recordTtl(c),
      rrdatas: [x.ref(c.ref.address as Component, 'address')],
    });
  },
};

import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { recordTtl, statedRecord } from '../../dns';
import { project } from '../terraform/common';
import { writeStatedRecordSet } from '../terraform/dns';

/** Whether a stated name is one of the zone's own (under its domain, not the domain itself). */
const inZone = (name?: string, domain?: string): name is string => !!name && !!domain && name.endsWith(`.${domain}`);

export const terraform: TerraformWriter = {
  resourceType: 'google_dns_record_set',
  write: (c, x) => {
    const stated = statedRecord(c);
    if (stated) return writeStatedRecordSet(c, x, stated);
    const zone = c.ref.zone as Component;
    const vm = c.ref.instance as Component | undefined;
    x.primary(c, {
      project: project(x),
      managed_zone: x.ref(zone, 'name'),
      // The record's own name when stated ("A record bastion.internal.edge"), else www in the zone.
      name: inZone(c.attrs.domain, zone.attrs.domain)
        ? `${c.attrs.domain}.`
        : expr(`"www.\${${x.addr(zone)}.dns_name}"`),
      type: 'A',
      ttl: recordTtl(c),
      rrdatas: vm
        ? [expr(`${x.addr(vm)}.network_interface[0].network_ip`)]
        : [x.ref(c.ref.address as Component, 'address')],
    });
  },
};

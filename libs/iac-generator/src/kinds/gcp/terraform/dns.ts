/** Stated DNS records as google_dns_record_set: type, name, values and TTL as the request gives them. */
import { type DnsRecord } from '../../../model/dns-records';
import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TfContext } from '../../../render/terraform/context';
import { recordTtl, relativeName, zoneFileValues } from '../../dns';
import { project } from './common';

export function writeStatedRecordSet(c: Component, x: TfContext, r: DnsRecord): void {
  const zone = c.ref.zone as Component;
  const name = relativeName(r.name, zone.attrs.domain ?? 'example.com');
  x.primary(c, {
    project: project(x),
    managed_zone: x.ref(zone, 'name'),
    name: name === '@' ? x.ref(zone, 'dns_name') : expr(`"${name}.\${${x.addr(zone)}.dns_name}"`),
    type: r.type,
    ttl: recordTtl(c, r),
    // Cloud DNS takes zone-file data: TXT quoted, host names ending in a dot.
    rrdatas: zoneFileValues(r, true, true),
  });
}

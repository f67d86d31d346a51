/** Stated DNS records as aws_route53_record: type, name, values and TTL as the request gives them. */
import { type DnsRecord } from '../../../model/dns-records';
import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TfContext } from '../../../render/terraform/context';
import { recordTtl, relativeName, zoneFileValues } from '../../dns';

export function writeStatedRecord(c: Component, x: TfContext, r: DnsRecord, domain: string): void {
  const zone = c.ref.zone as Component;
  const name = relativeName(r.name, domain);
  x.primary(c, {
    zone_id: x.ref(zone, 'zone_id'),
    name: name === '@' ? x.ref(zone, 'name') : expr(`"${name}.\${${x.addr(zone)}.name}"`),
    type: r.type,
    ttl: recordTtl(c, r),
    // The provider quotes TXT values itself.
    records: zoneFileValues(r, false, false),
  });
}

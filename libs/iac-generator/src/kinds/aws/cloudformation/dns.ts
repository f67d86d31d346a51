/** Stated DNS records as AWS::Route53::RecordSet: type, name, values and TTL as the request gives them. */
import { type DnsRecord } from '../../../model/dns-records';
import { type Component } from '../../../model/types';
import { type CfnContext } from '../../../render/cloudformation/context';
import { fqdn, recordTtl, zoneFileValues } from '../../dns';

export function writeStatedRecordSet(c: Component, x: CfnContext, r: DnsRecord, domain: string): void {
  x.add(x.id(c), {
    Type: 'AWS::Route53::RecordSet',
    Properties: {
      HostedZoneId: x.ref(c.ref.zone as Component),
      Name: fqdn(r.name, domain),
      Type: r.type,
      TTL: String(recordTtl(c, r)),
      // Route 53 takes TXT values in zone-file form, quotes included.
      ResourceRecords: zoneFileValues(r, false, true),
    },
  });
}

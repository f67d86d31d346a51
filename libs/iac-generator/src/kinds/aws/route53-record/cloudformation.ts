import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { recordTtl, statedRecord } from '../../dns';
import { writeStatedRecordSet } from '../cloudformation/dns';
import { domainOf } from '../cloudformation/edge';
import { recordLabel } from './label';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const zone = c.ref.zone as Component;
    const stated = statedRecord(c);
    if (stated) return writeStatedRecordSet(c, x, stated, zone.attrs.domain ?? domainOf(x));
    const cf = x.plan.first('aws.cloudfront_distribution');
    const lb = x.plan.first('aws.lb');
    const alias = cf
      ? { DNSName: x.att(cf, 'DomainName'), HostedZoneId: 'Z2FDTNDATAQYW2' }
      : lb
        ? { DNSName: x.att(lb, 'DNSName'), HostedZoneId: x.att(lb, 'CanonicalHostedZoneID') }
        : undefined;
    x.add(x.id(c), {
      Type: 'AWS::Route53::RecordSet',
      Properties: {
        HostedZoneId: x.ref(zone),
        Name: {
          'Fn::Sub': `${recordLabel(c, x.plan.phrases, zone.attrs.domain)}.${zone.attrs.domain ?? domainOf(x)}`,
        },
        Type: 'A',
        AliasTarget: alias,
        TTL: alias ? undefined : String(recordTtl(c)),
        ResourceRecords: alias ? undefined : ['192.0.2.10'],
      },
    });
  },
};

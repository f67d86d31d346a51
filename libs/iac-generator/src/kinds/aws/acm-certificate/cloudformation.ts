import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    // Validated in the zone the request has: CloudFormation writes the records there itself.
    const zone = x.plan.first('aws.route53_zone');
    x.add(x.id(c), {
      Type: 'AWS::CertificateManager::Certificate',
      Properties: {
        DomainName: d.domain,
        SubjectAlternativeNames: d.alternativeNames,
        ValidationMethod: 'DNS',
        DomainValidationOptions: zone ? [{ DomainName: d.domain, HostedZoneId: x.ref(zone) }] : undefined,
        Tags: tags(c),
      },
    });
  },
};

import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { domainOf } from '../cloudformation/edge';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const domain = c.attrs.domain ?? domainOf(x);
    // Validated in the zone the request has: CloudFormation writes the records there itself.
    const zone = x.plan.first('aws.route53_zone');
    x.add(x.id(c), {
      Type: 'AWS::CertificateManager::Certificate',
      Properties: {
        DomainName: domain,
        ValidationMethod: 'DNS',
        DomainValidationOptions: zone ? [{ DomainName: domain, HostedZoneId: x.ref(zone) }] : undefined,
        Tags: tags(c),
      },
    });
  },
};

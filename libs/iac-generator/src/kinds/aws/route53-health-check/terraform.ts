import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_route53_health_check',
  write: (c, x) =>
    void x.primary(c, {
      fqdn: c.attrs.domain ?? x.plan.global.domain ?? 'example.com',
      port: 443,
      type: 'HTTPS',
      resource_path: '/health',
      failure_threshold: 3,
      request_interval: 30,
      tags: { Name: givenName(c) },
    }),
};

import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lightsail_certificate',
  write: (c, x) => {
    const domain = c.attrs.domain ?? x.plan.global.domain ?? 'example.com';
    x.primary(c, { name: givenName(c), domain_name: domain, subject_alternative_names: [`www.${domain}`] });
  },
};

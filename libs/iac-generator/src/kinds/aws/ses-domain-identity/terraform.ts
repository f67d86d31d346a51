import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ses_domain_identity',
  write: (c, x) => {
    x.primary(c, { domain: c.attrs.domain ?? x.plan.global.domain ?? 'example.com' });
    x.resource('aws_ses_domain_dkim', c.id, { domain: x.ref(c, 'domain') });
  },
};

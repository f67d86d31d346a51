import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_elastic_beanstalk_application',
  write: (c, x) => {
    const role = c.ref.serviceRole as Component | undefined;
    x.primary(c, {
      name: givenName(c),
      description: `Application ${givenName(c)}`,
      appversion_lifecycle: role
        ? block({
            service_role: x.ref(role, 'arn'),
            max_age_in_days: c.attrs.retentionDays ?? 30,
            delete_source_from_s3: true,
          })
        : undefined,
    });
  },
};

import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_elastic_beanstalk_configuration_template',
  write: (c, x) => {
    x.primary(c, {
      name: givenName(c),
      application: x.ref(c.ref.app as Component, 'name'),
      solution_stack_name: x.variable('solution_stack_name', {
        type: 'string',
        description: 'Elastic Beanstalk platform',
        default: '64bit Amazon Linux 2023 v4.3.0 running Python 3.11',
      }),
    });
  },
};

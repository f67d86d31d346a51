import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_elastic_beanstalk_application_version',
  write: (c, x) => {
    x.primary(c, {
      name: givenName(c),
      application: x.ref(c.ref.app as Component, 'name'),
      description: 'Application bundle',
      bucket: x.ref(c.ref.bucket as Component),
      key: x.ref(c.ref.object as Component, 'key'),
    });
  },
};

import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lightsail_static_ip',
  write: (c, x) => {
    x.primary(c, { name: givenName(c) });
    x.resource('aws_lightsail_static_ip_attachment', c.id, {
      static_ip_name: x.ref(c),
      instance_name: x.ref(c.ref.instance as Component, 'name'),
    });
  },
};

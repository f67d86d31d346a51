import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_elasticache_user_group',
  write: (c, x) => {
    const def = c.ref.default as Component;
    x.primary(c, { engine: 'REDIS', user_group_id: dnsName(c, 40), user_ids: [x.ref(def, 'user_id')] });
    x.resource('aws_elasticache_user_group_association', c.id, {
      user_group_id: x.ref(c, 'user_group_id'),
      user_id: x.ref(c.ref.user as Component, 'user_id'),
    });
  },
};

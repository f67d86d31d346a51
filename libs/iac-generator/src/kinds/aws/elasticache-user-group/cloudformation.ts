import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { safe } from '../cloudformation/less-common-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const users = [c.ref.default, c.ref.user].filter((u): u is Component => !!u).map((u) => x.ref(u));
    x.add(x.id(c), {
      Type: 'AWS::ElastiCache::UserGroup',
      Properties: {
        UserGroupId: safe(c, 40).toLowerCase(),
        Engine: 'redis',
        UserIds: users.length ? users : ['default'],
      },
    });
  },
};

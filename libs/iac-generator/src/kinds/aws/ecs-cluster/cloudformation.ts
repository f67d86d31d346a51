import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::ECS::Cluster',
      Properties: {
        ClusterName: givenName(c),
        ClusterSettings: [{ Name: 'containerInsights', Value: 'enabled' }],
        Tags: tags(c),
      },
    }),
};

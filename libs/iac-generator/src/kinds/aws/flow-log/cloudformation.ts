import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::EC2::FlowLog',
      Properties: {
        ResourceId: x.ref(c.ref.vpc as Component),
        ResourceType: 'VPC',
        TrafficType: 'ALL',
        LogDestinationType: 'cloud-watch-logs',
        LogGroupName: x.ref(c.ref.logGroup as Component),
        DeliverLogsPermissionArn: x.att(c.ref.role as Component, 'Arn'),
        Tags: tags(c),
      },
    });
  },
};

import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    const rts = d.routeTables.map((r) => x.ref(r));
    for (const [i, service] of d.services.entries())
      x.add(i === 0 ? x.id(c) : x.id(c, service === 'dynamodb' ? 'DynamoDb' : 'S3'), {
        Type: 'AWS::EC2::VPCEndpoint',
        Properties: {
          VpcId: x.ref(c.ref.vpc as Component),
          ServiceName: { 'Fn::Sub': `com.amazonaws.\${AWS::Region}.${service}` },
          VpcEndpointType: 'Gateway',
          RouteTableIds: rts.length ? rts : undefined,
        },
      });
  },
};

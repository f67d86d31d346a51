import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { gatewayRouteTables } from '../common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const rts = gatewayRouteTables(x.plan.all('aws.route_table')).map((r) => x.ref(r));
    // One gateway endpoint per service stated (S3 when none is), on the private route tables.
    for (const [i, service] of (c.attrs.endpointServices ?? ['s3']).entries())
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

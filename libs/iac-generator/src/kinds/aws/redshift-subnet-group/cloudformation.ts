import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { subnetGroup } from '../cloudformation/database';

export const cloudformation: CloudFormationWriter = {
  write: subnetGroup('AWS::Redshift::ClusterSubnetGroup', 'SubnetIds', 'Description'),
};

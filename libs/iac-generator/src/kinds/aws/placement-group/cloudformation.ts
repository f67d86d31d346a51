import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => void x.add(x.id(c), { Type: 'AWS::EC2::PlacementGroup', Properties: { Strategy: 'spread' } }),
};

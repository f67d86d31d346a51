import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const eip = x.add(x.id(c, 'Eip'), { Type: 'AWS::EC2::EIP', Properties: { Domain: 'vpc', Tags: tags(c) } });
    const subnet =
      (c.ref.publicSubnet as Component | undefined) ?? ((c.ref.subnets as Component[] | undefined) ?? [])[0];
    x.add(x.id(c), {
      Type: 'AWS::EC2::NatGateway',
      Properties: { AllocationId: { 'Fn::GetAtt': [eip, 'AllocationId'] }, SubnetId: x.ref(subnet), Tags: tags(c) },
    });
  },
};

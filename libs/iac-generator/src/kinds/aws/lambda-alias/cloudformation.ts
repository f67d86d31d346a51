import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const fn = c.ref.fn as Component;
    const version = x.add(x.id(c, 'Version'), {
      Type: 'AWS::Lambda::Version',
      Properties: { FunctionName: x.ref(fn) },
    });
    x.add(x.id(c), {
      Type: 'AWS::Lambda::Alias',
      Properties: {
        Name: cfnName(c, 128),
        FunctionName: x.ref(fn),
        FunctionVersion: { 'Fn::GetAtt': [version, 'Version'] },
      },
    });
  },
};

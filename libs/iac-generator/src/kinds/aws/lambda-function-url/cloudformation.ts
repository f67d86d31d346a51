import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::Lambda::Url',
      Properties: {
        TargetFunctionArn: x.att(c.ref.fn as Component, 'Arn'),
        AuthType: decide(c).authType,
      },
    });
    x.output(`${x.id(c)}Url`, x.att(c, 'FunctionUrl'), 'Function URL');
  },
};

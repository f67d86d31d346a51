import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::RDS::OptionGroup',
      Properties: {
        EngineName: 'mysql',
        MajorEngineVersion: '8.0',
        OptionGroupDescription: `Options for ${givenName(c)}`,
        Tags: tags(c),
      },
    }),
};

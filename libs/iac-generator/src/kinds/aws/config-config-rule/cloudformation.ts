import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { decide } from './decide';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    const recorder = c.ref.recorder as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::Config::ConfigRule',
      Properties: {
        ConfigRuleName: givenName(c),
        Source: {
          Owner: 'AWS',
          SourceIdentifier:
            d.identifier ??
            x.parameter(`${x.id(c)}Identifier`, {
              Type: 'String',
              Description: `Identifier of the AWS managed rule ${givenName(c)} runs`,
            }),
        },
        InputParameters: d.parameters,
      },
      DependsOn: recorder ? [x.id(recorder, 'DeliveryChannel'), x.id(recorder)] : undefined,
    });
  },
};

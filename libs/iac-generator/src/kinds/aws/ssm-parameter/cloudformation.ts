import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    // CloudFormation cannot create SecureString parameters, so the value is a plain setting here;
    // secrets belong in Secrets Manager.
    x.add(x.id(c), {
      Type: 'AWS::SSM::Parameter',
      Properties: {
        Name: c.attrs.path ? asStated(c, c.attrs.path) : `/${givenName(c).replace(/[^A-Za-z0-9_.\-/]/g, '-')}`,
        Type: 'String',
        Value:
          (c.attrs.parameterValue && asStated(c, c.attrs.parameterValue)) ??
          x.parameter(`${x.id(c)}Value`, {
            Type: 'String',
            Description: `Value of parameter ${givenName(c)}`,
            Default: 'changeme',
          }),
        Tier: 'Standard',
      },
    });
  },
};

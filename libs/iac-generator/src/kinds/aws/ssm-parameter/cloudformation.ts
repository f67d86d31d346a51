import { givenName, pathName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    // CloudFormation cannot create SecureString parameters, so the value is a plain setting here;
    // secrets belong in Secrets Manager.
    x.add(x.id(c), {
      Type: 'AWS::SSM::Parameter',
      Properties: {
        Name: d.statedName ?? pathName(c) ?? `/${givenName(c).replace(/[^A-Za-z0-9_.\-/]/g, '-')}`,
        Type: 'String',
        Value:
          d.statedValue ??
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

import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { pascal, policyTargets } from '../cloudformation/named-services';
import { scpStatements } from '../named-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const statements = scpStatements(c);
    x.add(x.id(c), {
      Type: 'AWS::Organizations::Policy',
      Properties: {
        Name: givenName(c).slice(0, 128),
        Description: `Service control policy ${givenName(c)}`,
        Type: 'SERVICE_CONTROL_POLICY',
        Content: statements.length
          ? { Version: '2012-10-17', Statement: statements }
          : x.parameter(`${pascal(c.id)}PolicyDocument`, {
              Type: 'String',
              Description: `The JSON policy document of service control policy ${givenName(c)}`,
            }),
        TargetIds: policyTargets(c, x),
      },
    });
  },
};

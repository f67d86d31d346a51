import { type HclValue } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { fromHcl, tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const service = String(c.config.service ?? 'ec2.amazonaws.com');
    const statements = ((c.config.statements as Record<string, HclValue>[] | undefined) ?? [])
      .map((s) => fromHcl(s, x))
      .filter((s) => s !== undefined);
    x.add(x.id(c), {
      Type: 'AWS::IAM::Role',
      Properties: {
        RoleName: c.name ? givenName(c) : undefined,
        AssumeRolePolicyDocument: {
          Version: '2012-10-17',
          Statement: [{ Effect: 'Allow', Principal: { Service: service }, Action: 'sts:AssumeRole' }],
        },
        ManagedPolicyArns: [...new Set((c.config.policies as string[] | undefined) ?? [])],
        Policies: statements.length
          ? [{ PolicyName: 'least-privilege', PolicyDocument: { Version: '2012-10-17', Statement: statements } }]
          : undefined,
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Arn`, x.att(c, 'Arn'), `ARN of role ${givenName(c)}`);
  },
};

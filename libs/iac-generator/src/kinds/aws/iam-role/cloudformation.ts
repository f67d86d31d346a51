import { type HclValue } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { isIdentifier, lastPart } from '../../../model/identifiers';
import { trustedService } from './trust-said';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { fromHcl, tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const service = trustedService(c);
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
  // A role the user has gets the access this request asks for it, as a policy of its own; the
  // service's basic policies it is taken to hold already.
  referred: (c, x) => {
    const statements = ((c.config.statements as Record<string, HclValue>[] | undefined) ?? [])
      .map((s) => fromHcl(s, x))
      .filter((s) => s !== undefined);
    if (!statements.length) return;
    // Given by ARN, the parameter holds the ARN: its name is what follows ":role/" (a role with a
    // path is named as given, the path being no part of its name).
    const arn = c.name && isIdentifier(c.name) ? c.name : undefined;
    const role = !arn
      ? x.ref(c)
      : /:role\/[^/]+$/.test(arn)
        ? { 'Fn::Select': [1, { 'Fn::Split': [':role/', x.ref(c)] }] }
        : lastPart(arn);
    x.add(x.id(c, 'Access'), {
      Type: 'AWS::IAM::Policy',
      Properties: {
        PolicyName: 'infragen-access',
        Roles: [role],
        PolicyDocument: { Version: '2012-10-17', Statement: statements },
      },
    });
  },
};

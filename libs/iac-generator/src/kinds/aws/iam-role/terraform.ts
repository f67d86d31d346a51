import { type HclValue, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { trustedService } from './trust-said';
import { type TerraformWriter } from '../../../render/terraform/context';
import { assumeRole, jsonPolicy } from '../terraform/common';
import { podTrust } from './pod-trust';
import { githubTrust } from './github-trust';

export const terraform: TerraformWriter = {
  resourceType: 'aws_iam_role',
  write: (c, x) => {
    const service = trustedService(c);
    x.primary(c, {
      name: givenName(c),
      assume_role_policy: podTrust(c, x) ?? githubTrust(c, x) ?? assumeRole([service]),
      tags: { Name: givenName(c) },
    });
    const policies = [...new Set((c.config.policies as string[] | undefined) ?? [])];
    policies.forEach((arn) => {
      const short = arn.split('/').pop() ?? 'policy';
      x.resource('aws_iam_role_policy_attachment', `${c.id}_${short.replace(/[^A-Za-z0-9]/g, '_')}`, {
        role: x.ref(c, 'name'),
        policy_arn: arn,
      });
    });
    const statements = (c.config.statements as Record<string, HclValue>[] | undefined) ?? [];
    if (statements.length) {
      const address = x.resource('aws_iam_policy', c.id, {
        name_prefix: `${givenName(c)}-`,
        description: `Least-privilege permissions for ${givenName(c)}`,
        policy: jsonPolicy(statements),
      });
      x.resource('aws_iam_role_policy_attachment', `${c.id}_inline`, {
        role: x.ref(c, 'name'),
        policy_arn: expr(`${address}.arn`),
      });
    }
    x.output(`${c.id}_role_arn`, x.ref(c, 'arn'), `ARN of role ${givenName(c)}`);
  },
  // A role the user has gets the access this request asks for it, as a policy of its own; the
  // service's basic policies it is taken to hold already.
  referred: (c, x) => {
    const statements = (c.config.statements as Record<string, HclValue>[] | undefined) ?? [];
    if (statements.length)
      x.resource('aws_iam_role_policy', c.id, {
        name: 'infragen-access',
        role: x.ref(c, 'name'),
        policy: jsonPolicy(statements),
      });
  },
};

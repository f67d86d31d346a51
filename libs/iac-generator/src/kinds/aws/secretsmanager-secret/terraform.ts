import { existingLookup } from '../../../model/existing';
import { block, call, expr, type HclValue } from '../../../model/hcl';
import { policyDocument, secretPolicyOf } from './resource-policy';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { passwordOptions } from '../secret-password';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_secretsmanager_secret',
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.primary(c, {
      // The name as given ("prod/billing/token" is a path people look it up by); without one, a prefix, so
      // a secret deleted and still in its recovery window never blocks the next apply.
      name: c.name,
      name_prefix: c.name ? undefined : `${givenName(c)}-`,
      description: d.generated
        ? `Secret ${givenName(c)}`
        : `Secret ${givenName(c)}: its value is put in after apply (aws secretsmanager put-secret-value), never in code`,
      // A key of the request's own when it asked for one; the AWS-managed key named when it asked for that.
      kms_key_id: c.ref.kms
        ? x.ref(c.ref.kms as Component, 'arn')
        : c.attrs.flags.has('awsManagedKey')
          ? 'alias/aws/secretsmanager'
          : undefined,
      recovery_window_in_days: 7,
    });
    if (d.generated) {
      x.resource('random_password', c.id, passwordOptions(c), 'Generated at apply time; never written in code.');
      x.resource('aws_secretsmanager_secret_version', c.id, {
        secret_id: x.ref(c),
        secret_string: expr(`jsonencode({ username = "dbadmin", password = random_password.${c.id}.result })`),
      });
    }
    const policy = secretPolicyOf(c);
    if (policy)
      x.resource('aws_secretsmanager_secret_policy', c.id, {
        secret_arn: x.ref(c, 'arn'),
        policy: call('jsonencode', policyDocument(policy, (a) => `arn:aws:iam::${a}:root`) as HclValue),
      });
    const { rotateAfterDays } = d;
    const rotator = x.plan.all('aws.lambda_function').find((f) => existingLookup(f));
    if (rotateAfterDays)
      x.resource('aws_secretsmanager_secret_rotation', c.id, {
        secret_id: x.ref(c),
        // The user's own rotation function when the request says it exists, else one they name.
        rotation_lambda_arn: rotator
          ? x.ref(rotator, 'arn')
          : x.variable(`${c.id}_rotation_lambda_arn`, {
              type: 'string',
              description: `ARN of the Lambda function that rotates secret ${givenName(c)} (AWS publishes rotation templates)`,
            }),
        rotation_rules: block({ automatically_after_days: rotateAfterDays }),
      });
  },
};

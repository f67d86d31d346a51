import { existingLookup } from '../../../model/existing';
import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { passwordOptions } from '../secret-password';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_secretsmanager_secret',
  write: (c, x) => {
    x.primary(c, {
      // The name as given ("prod/billing/token" is a path people look it up by); without one, a prefix, so
      // a secret deleted and still in its recovery window never blocks the next apply.
      name: c.name,
      name_prefix: c.name ? undefined : `${givenName(c)}-`,
      description: `Secret ${givenName(c)}`,
      kms_key_id: c.ref.kms ? x.ref(c.ref.kms as Component, 'arn') : undefined,
      recovery_window_in_days: 7,
    });
    x.resource('random_password', c.id, passwordOptions(c), 'Generated at apply time; never written in code.');
    x.resource('aws_secretsmanager_secret_version', c.id, {
      secret_id: x.ref(c),
      secret_string: expr(`jsonencode({ username = "dbadmin", password = random_password.${c.id}.result })`),
    });
    const { rotateAfterDays } = decide(c);
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

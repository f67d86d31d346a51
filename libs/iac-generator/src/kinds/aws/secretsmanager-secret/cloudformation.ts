import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, tags } from '../cloudformation/common';
import { passwordLength } from '../secret-password';
import { decide } from './decide';
import { policyDocument, secretPolicyOf } from './resource-policy';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const { generated, rotateAfterDays } = decide(c, x.plan);
    x.add(x.id(c), {
      Type: 'AWS::SecretsManager::Secret',
      Properties: {
        Name: c.name ? givenName(c) : undefined,
        Description: generated
          ? `Secret ${givenName(c)}`
          : `Secret ${givenName(c)}: its value is put in after deploy (aws secretsmanager put-secret-value), never in code`,
        KmsKeyId: kmsArn(c, x) ?? (c.attrs.flags.has('awsManagedKey') ? 'alias/aws/secretsmanager' : undefined),
        GenerateSecretString: !generated
          ? undefined
          : c.attrs.excludeCharacters
            ? { PasswordLength: passwordLength(c), ExcludeCharacters: c.attrs.excludeCharacters }
            : { PasswordLength: passwordLength(c), ExcludePunctuation: true },
        Tags: tags(c),
      },
    });
    const policy = secretPolicyOf(c);
    if (policy)
      x.add(x.id(c, 'Policy'), {
        Type: 'AWS::SecretsManager::ResourcePolicy',
        Properties: {
          SecretId: x.ref(c),
          ResourcePolicy: policyDocument(policy, (a) => ({ 'Fn::Sub': `arn:\${AWS::Partition}:iam::${a}:root` })),
        },
      });
    const rotator = x.plan.all('aws.lambda_function').find((f) => x.existing.has(f));
    if (rotateAfterDays)
      x.add(x.id(c, 'Rotation'), {
        Type: 'AWS::SecretsManager::RotationSchedule',
        Properties: {
          SecretId: x.ref(c),
          // The user's own rotation function when the request says it exists, else one they name.
          RotationLambdaARN: rotator
            ? x.ref(rotator)
            : x.parameter(`${x.id(c)}RotationLambdaArn`, {
                Type: 'String',
                Description: `ARN of the Lambda function that rotates secret ${givenName(c)} (AWS publishes rotation templates)`,
              }),
          RotationRules: { AutomaticallyAfterDays: rotateAfterDays },
        },
      });
  },
};

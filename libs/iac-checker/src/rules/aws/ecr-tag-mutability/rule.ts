import { defineRule } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

export const awsEcrTagMutability = defineRule({
  id: 'IG-AWS-046',
  title: 'Container image tags can be overwritten',
  severity: 'LOW',
  rationale:
    'With mutable tags, pushing to an existing tag silently changes what every deployment of that tag runs; immutable tags make a version mean one image.',
  remediation: 'Set `image_tag_mutability = "IMMUTABLE"` (`ImageTagMutability: IMMUTABLE`).',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_ecr_repository'], 'image_tag_mutability', oneOf('MUTABLE'), { omitted: true }),
    cloudformation: (ctx) =>
      flagAll(ctx, ['AWS::ECR::Repository'], 'ImageTagMutability', oneOf('MUTABLE'), { omitted: true }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});

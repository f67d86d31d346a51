import { defineRule, ex } from '../model';
import { flagAll, isFalse } from '../helpers/settings';

export const awsEbsEncryption = defineRule({
  id: 'IG-AWS-024',
  title: 'EBS volume not encrypted',
  severity: 'HIGH',
  rationale:
    'An unencrypted volume, and every snapshot of it, keeps the data readable to anyone who gets hold of a snapshot; encryption cannot be added to a volume afterwards.',
  remediation: 'Set `encrypted = true` (`Encrypted: true`), with `kms_key_id` for your own key.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_ebs_volume'], 'encrypted', isFalse, { omitted: true }),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::EC2::Volume'], 'Encrypted', isFalse, { omitted: true }),
  },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_ebs_volume" "data" {
            availability_zone = "eu-west-1a"
            size              = 100
            encrypted         = false #!
          }
        `,
      ],
      good: [
        ex`
          resource "aws_ebs_volume" "data" {
            availability_zone = "eu-west-1a"
            size              = 100
            encrypted         = true
          }
        `,
      ],
      omitted: ex`
        resource "aws_ebs_volume" "data" { #!
          availability_zone = "eu-west-1a"
          size              = 100
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Data:
              Type: AWS::EC2::Volume
              Properties:
                AvailabilityZone: eu-west-1a
                Size: 100
                Encrypted: false #!
        `,
      ],
      good: [
        ex`
          Resources:
            Data:
              Type: AWS::EC2::Volume
              Properties:
                AvailabilityZone: eu-west-1a
                Size: 100
                Encrypted: true
        `,
      ],
      omitted: ex`
        Resources:
          Data: #!
            Type: AWS::EC2::Volume
            Properties:
              AvailabilityZone: eu-west-1a
              Size: 100
      `,
    },
  },
});

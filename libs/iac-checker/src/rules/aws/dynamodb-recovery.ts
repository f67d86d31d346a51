import { defineRule, ex } from '../model';
import { flagAll, isFalse } from '../helpers/settings';

export const awsDynamoDbRecovery = defineRule({
  id: 'IG-AWS-020',
  title: 'DynamoDB table without point-in-time recovery',
  severity: 'MEDIUM',
  rationale:
    'Point-in-time recovery is off by default; without it, items overwritten or deleted by a bug or an attacker cannot be restored.',
  remediation:
    'Turn on point-in-time recovery (`point_in_time_recovery { enabled = true }`, `PointInTimeRecoverySpecification`).',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_dynamodb_table'], 'point_in_time_recovery.enabled', isFalse, { omitted: true }),
    cloudformation: (ctx) =>
      flagAll(ctx, ['AWS::DynamoDB::Table'], 'PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled', isFalse, {
        omitted: true,
      }),
  },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_dynamodb_table" "orders" {
            name         = "orders"
            billing_mode = "PAY_PER_REQUEST"
            hash_key     = "id"
            attribute {
              name = "id"
              type = "S"
            }
            point_in_time_recovery {
              enabled = false #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource "aws_dynamodb_table" "orders" {
            name         = "orders"
            billing_mode = "PAY_PER_REQUEST"
            hash_key     = "id"
            attribute {
              name = "id"
              type = "S"
            }
            point_in_time_recovery {
              enabled = true
            }
          }
        `,
      ],
      omitted: ex`
        resource "aws_dynamodb_table" "orders" { #!
          name         = "orders"
          billing_mode = "PAY_PER_REQUEST"
          hash_key     = "id"
          attribute {
            name = "id"
            type = "S"
          }
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Orders:
              Type: AWS::DynamoDB::Table
              Properties:
                BillingMode: PAY_PER_REQUEST
                KeySchema:
                  - AttributeName: id
                    KeyType: HASH
                AttributeDefinitions:
                  - AttributeName: id
                    AttributeType: S
                PointInTimeRecoverySpecification:
                  PointInTimeRecoveryEnabled: false #!
        `,
      ],
      good: [
        ex`
          Resources:
            Orders:
              Type: AWS::DynamoDB::Table
              Properties:
                BillingMode: PAY_PER_REQUEST
                KeySchema:
                  - AttributeName: id
                    KeyType: HASH
                AttributeDefinitions:
                  - AttributeName: id
                    AttributeType: S
                PointInTimeRecoverySpecification:
                  PointInTimeRecoveryEnabled: true
        `,
      ],
      omitted: ex`
        Resources:
          Orders: #!
            Type: AWS::DynamoDB::Table
            Properties:
              BillingMode: PAY_PER_REQUEST
              KeySchema:
                - AttributeName: id
                  KeyType: HASH
              AttributeDefinitions:
                - AttributeName: id
                  AttributeType: S
      `,
    },
  },
});

import { defineRule, ex, type RuleContext } from '../model';
import { flag, isFalse } from '../helpers/settings';

function check(ctx: RuleContext): void {
  if (ctx.engine === 'terraform')
    for (const r of ctx.resources('aws_db_instance', 'aws_rds_cluster', 'aws_docdb_cluster', 'aws_neptune_cluster'))
      flag(ctx, r, 'deletion_protection', isFalse, { omitted: true });
  else {
    for (const r of ctx.resources('AWS::RDS::DBInstance'))
      if (!r.body.get('DBClusterIdentifier')) flag(ctx, r, 'DeletionProtection', isFalse, { omitted: true });
    for (const r of ctx.resources('AWS::RDS::DBCluster', 'AWS::DocDB::DBCluster', 'AWS::Neptune::DBCluster'))
      flag(ctx, r, 'DeletionProtection', isFalse, { omitted: true });
  }
}

export const awsDatabaseDeletionProtection = defineRule({
  id: 'IG-AWS-018',
  title: 'Database deletion protection turned off',
  severity: 'MEDIUM',
  rationale:
    'Without deletion protection, a `terraform destroy`, a stack deletion or a replaced resource deletes the database with it; protection makes that a deliberate second step.',
  remediation: 'Set `deletion_protection = true` (`DeletionProtection: true`) on production databases.',
  checks: { terraform: check, cloudformation: check },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_rds_cluster" "aurora" {
            engine                      = "aurora-postgresql"
            master_username             = "app"
            manage_master_user_password = true
            deletion_protection         = false #!
          }
        `,
      ],
      good: [
        ex`
          resource "aws_db_instance" "db" {
            engine                      = "postgres"
            instance_class              = "db.t4g.micro"
            allocated_storage           = 20
            username                    = "app"
            manage_master_user_password = true
            deletion_protection         = true
          }
        `,
      ],
      omitted: ex`
        resource "aws_db_instance" "db" { #!
          engine                      = "postgres"
          instance_class              = "db.t4g.micro"
          allocated_storage           = 20
          username                    = "app"
          manage_master_user_password = true
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Db:
              Type: AWS::RDS::DBInstance
              Properties:
                Engine: postgres
                DBInstanceClass: db.t4g.micro
                AllocatedStorage: '20'
                DeletionProtection: false #!
        `,
      ],
      good: [
        ex`
          Resources:
            Db:
              Type: AWS::RDS::DBInstance
              Properties:
                Engine: postgres
                DBInstanceClass: db.t4g.micro
                AllocatedStorage: '20'
                DeletionProtection: true
        `,
      ],
      omitted: ex`
        Resources:
          Cluster: #!
            Type: AWS::RDS::DBCluster
            Properties:
              Engine: aurora-mysql
      `,
    },
  },
});

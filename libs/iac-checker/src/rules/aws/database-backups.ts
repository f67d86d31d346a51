import { defineRule, ex } from '../model';
import { below, flagAll } from '../helpers/settings';

export const awsDatabaseBackups = defineRule({
  id: 'IG-AWS-019',
  title: 'Automated database backups turned off',
  severity: 'MEDIUM',
  rationale:
    'A backup retention of 0 days turns automated backups and point-in-time restore off: a bad migration or a deleted table cannot be undone.',
  remediation: 'Keep backups for at least 7 days (`backup_retention_period = 7`, `BackupRetentionPeriod: 7`).',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_db_instance', 'aws_rds_cluster', 'aws_docdb_cluster'], 'backup_retention_period', below(1)),
    cloudformation: (ctx) =>
      flagAll(ctx, ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster'], 'BackupRetentionPeriod', below(1)),
  },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_db_instance" "db" {
            engine                      = "postgres"
            instance_class              = "db.t4g.micro"
            allocated_storage           = 20
            username                    = "app"
            manage_master_user_password = true
            backup_retention_period     = 0 #!
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
            backup_retention_period     = 7
          }
        `,
      ],
      omitted: ex`
        resource "aws_db_instance" "db" {
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
                BackupRetentionPeriod: 0 #!
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
                BackupRetentionPeriod: 14
        `,
      ],
      omitted: ex`
        Resources:
          Db:
            Type: AWS::RDS::DBInstance
            Properties:
              Engine: postgres
              DBInstanceClass: db.t4g.micro
              AllocatedStorage: '20'
      `,
    },
  },
});

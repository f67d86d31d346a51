import { defineRule, ex } from '../model';
import { flagAll, isTrue } from '../helpers/settings';

export const awsRdsPublic = defineRule({
  id: 'IG-AWS-016',
  title: 'Database instance reachable from the internet',
  severity: 'CRITICAL',
  rationale:
    'A publicly accessible RDS instance gets a public address; anyone who can reach it can try passwords against it and probe the engine, and a security group mistake exposes the data outright.',
  remediation:
    'Set `publicly_accessible = false` (`PubliclyAccessible: false`), place the instance in private subnets and connect through the application, a bastion or a VPN.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_db_instance', 'aws_rds_cluster_instance'], 'publicly_accessible', isTrue),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::RDS::DBInstance'], 'PubliclyAccessible', isTrue),
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
            publicly_accessible         = true #!
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
            publicly_accessible         = false
          }
        `,
      ],
      omitted: ex`
        resource "aws_db_instance" "db" {
          engine                      = "mysql"
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
                PubliclyAccessible: 'true' #!
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
                PubliclyAccessible: false
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

import { defineRule, ex } from '../model';
import { flagAll, isFalse } from '../helpers/settings';

export const awsRedshiftEncryption = defineRule({
  id: 'IG-AWS-030',
  title: 'Redshift cluster not encrypted',
  severity: 'HIGH',
  rationale:
    "A warehouse holds much of an organisation's data; unencrypted, its storage and snapshots are readable to anyone who obtains them.",
  remediation: 'Set `encrypted = true` (`Encrypted: true`) with a KMS key.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_redshift_cluster'], 'encrypted', isFalse, { omitted: true }),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::Redshift::Cluster'], 'Encrypted', isFalse, { omitted: true }),
  },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_redshift_cluster" "dw" {
            cluster_identifier          = "dw"
            node_type                   = "ra3.xlplus"
            master_username             = "admin"
            manage_master_password      = true
            encrypted                   = false #!
          }
        `,
      ],
      good: [
        ex`
          resource "aws_redshift_cluster" "dw" {
            cluster_identifier     = "dw"
            node_type              = "ra3.xlplus"
            master_username        = "admin"
            manage_master_password = true
            encrypted              = true
          }
        `,
      ],
      omitted: ex`
        resource "aws_redshift_cluster" "dw" { #!
          cluster_identifier     = "dw"
          node_type              = "ra3.xlplus"
          master_username        = "admin"
          manage_master_password = true
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Warehouse:
              Type: AWS::Redshift::Cluster
              Properties:
                ClusterType: single-node
                NodeType: ra3.xlplus
                DBName: dw
                MasterUsername: admin
                ManageMasterPassword: true
                Encrypted: false #!
        `,
      ],
      good: [
        ex`
          Resources:
            Warehouse:
              Type: AWS::Redshift::Cluster
              Properties:
                ClusterType: single-node
                NodeType: ra3.xlplus
                DBName: dw
                MasterUsername: admin
                ManageMasterPassword: true
                Encrypted: true
        `,
      ],
      omitted: ex`
        Resources:
          Warehouse: #!
            Type: AWS::Redshift::Cluster
            Properties:
              ClusterType: single-node
              NodeType: ra3.xlplus
              DBName: dw
              MasterUsername: admin
              ManageMasterPassword: true
      `,
    },
  },
});

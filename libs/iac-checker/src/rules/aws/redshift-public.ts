import { defineRule, ex } from '../model';
import { flagAll, isTrue } from '../helpers/settings';

export const awsRedshiftPublic = defineRule({
  id: 'IG-AWS-031',
  title: 'Redshift cluster reachable from the internet',
  severity: 'CRITICAL',
  rationale:
    "A publicly accessible cluster gets a public endpoint; the warehouse's data is then one weak password or security group mistake from the internet. The Terraform provider made clusters public by default before version 6.",
  remediation:
    'Set `publicly_accessible = false` (`PubliclyAccessible: false`) and reach the cluster from inside the VPC.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_redshift_cluster'], 'publicly_accessible', isTrue, { omitted: true }),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::Redshift::Cluster'], 'PubliclyAccessible', isTrue),
  },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_redshift_cluster" "dw" {
            cluster_identifier     = "dw"
            node_type              = "ra3.xlplus"
            master_username        = "admin"
            manage_master_password = true
            publicly_accessible    = true #!
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
            publicly_accessible    = false
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
                PubliclyAccessible: true #!
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
                PubliclyAccessible: false
        `,
      ],
      omitted: ex`
        Resources:
          Warehouse:
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
